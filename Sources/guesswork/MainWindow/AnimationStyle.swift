import GuessworkViewModel

/// The CSS rules of the board's animations, their lengths from `RoundTiming` (the one place the
/// game's timings are written); data/style.css holds their keyframes. Added to the game's style
/// sheet as it is loaded, so the CSS, the view model's schedule and the board's timers cannot
/// disagree.
enum AnimationStyle {
  static var rules: String {
    func length(_ duration: Duration) -> String { "\(RoundTiming.milliseconds(duration))ms" }
    return """
      .tile.pop { animation: pop \(length(RoundTiming.pop)) ease-in-out; }
      .tile.flip-in { animation: flip-in \(length(RoundTiming.flipHalf)) ease-in forwards; }
      .tile.flip-out { animation: flip-out \(length(RoundTiming.flipHalf)) ease-out; }
      .board-row.shake { animation: shake \(length(RoundTiming.shake)); }
      .tile.bounce { animation: bounce \(length(RoundTiming.bounce)); }

      """
  }
}
