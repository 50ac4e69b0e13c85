import GuessworkEngine
import Localization

/// New rounds, modes, languages and preferences: each carried out on the session, then the board
/// told what changed.
extension GameViewModel {
  /// New Game (Ctrl+N, the header button): carried out at once unless it would give up the
  /// unlimited round in progress on the board; then the question to ask, and `confirmNewRound()`
  /// carries it out.
  public func newGame() -> NewRoundQuestion? {
    if case .newRoundGivingUp(let guesses) = session.newGamePlan { return NewRoundQuestion(guesses: guesses) }
    confirmNewRound()
    return nil
  }

  /// Starts the new round the player confirmed (or `newGame()` found nothing to ask about).
  public func confirmNewRound() {
    session.startNewRound()
    replaceBoard()
  }

  public func switchMode(to mode: PlayMode) {
    guard mode != session.settings.mode || session.game.puzzle.countedMode != mode else { return }
    session.switchMode(to: mode)
    replaceBoard()
  }

  /// Plays rounds of another kind (boards at once or in sequence) from now on; the round of the
  /// old kind stays saved to come back to.
  public func setKind(_ kind: RoundKind) {
    let round = session.game
    session.setKind(kind)
    if session.game != round { replaceBoard() } else { emit(.settingsChanged) }
  }

  public func switchLanguage(to language: Language) {
    guard language != session.game.language || language != session.settings.language else { return }
    do {
      try session.switchLanguage(to: language)
      replaceBoard()
    } catch {
      emit(.toast(Toast(error.text, duration: .long)))
      emit(.settingsChanged)
    }
  }

  /// The length of unlimited rounds (4 to 7; the daily puzzle has five).
  public var wordLength: Int { session.settings.roundLength }

  /// Chooses the length of unlimited rounds. On an unlimited round of another length the board
  /// moves to the round of the new length (the other stays saved); elsewhere the choice waits for
  /// the next unlimited round. A length whose word lists cannot be loaded is refused with why.
  public func setWordLength(_ length: Int) {
    guard length != session.settings.roundLength else { return }
    let round = session.game
    do {
      try session.setWordLength(length)
      if session.game != round { replaceBoard() } else { emit(.settingsChanged) }
    } catch {
      emit(.toast(Toast(error.text, duration: .long)))
      emit(.settingsChanged)
    }
  }

  /// Turns hard mode on or off; a refusal is shown as a toast and the setting stays as it was.
  public func setHardMode(_ on: Bool) {
    if case .failure(let refusal) = session.setHardMode(on) {
      emit(.toast(Toast(refusal.text)))
    }
    emit(.settingsChanged)
  }

  public func setTheme(_ theme: ThemePreference) {
    session.setTheme(theme)
    emit(.settingsChanged)
  }

  public func setHighContrast(_ on: Bool) {
    session.setHighContrast(on)
    emit(.settingsChanged)
  }

  /// The interface's language, from the next start: gettext's language is set once, before the
  /// first message (`nil`: the desktop's).
  public func setInterfaceLanguage(_ language: InterfaceLanguage?) {
    session.setInterfaceLanguage(language)
    emit(.settingsChanged)
  }

  /// What the window opens with the board: How to Play on the first plain start (remembered from
  /// then on), else the statistics (with Share, and for today's the countdown) when the daily or
  /// past day's puzzle on the board is already done.
  public func takeStartupDialog() -> StartupDialog? {
    if session.showsHelpAtStart {
      session.rememberHelpShown()
      return .help
    }
    switch session.game.puzzle {
    case .daily, .archive: return session.game.isOver ? .statistics : nil
    case .unlimited, .custom, .challenge: return nil
    }
  }

  func replaceBoard() { board.replace() }
}
