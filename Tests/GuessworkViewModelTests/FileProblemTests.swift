import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

@Suite("File problems while playing")
struct FileProblemTests {
  @Test func aFolderThatBecomesUnwritableIsToldOnceAndThePlayGoesOn() throws {
    let harness = Harness()
    let (viewModel, log) = try harness.viewModel()
    harness.files.failWrites()
    viewModel.board.type("b")
    let told = log.take().compactMap { event -> Toast? in
      if case .toast(let toast) = event { return toast }
      return nil
    }
    #expect(told.count == 1)
    #expect(told.first?.text.hasPrefix("Progress is not being saved") == true)
    #expect(told.first?.duration == .long)

    viewModel.board.type("a")
    viewModel.board.press(.backspace)
    let again = log.take().filter { if case .toast = $0 { true } else { false } }
    #expect(again.isEmpty, "the player is told once")
    #expect(viewModel.letters(ofRow: 0) == "B····")
  }

  @Test func aSettingThatCannotBeSavedIsStillApplied() throws {
    let harness = Harness()
    let (viewModel, log) = try harness.viewModel()
    harness.files.failWrites()
    viewModel.setTheme(.dark)
    #expect(viewModel.settings.theme == .dark)
    #expect(log.take().contains { if case .toast(let toast) = $0 { toast.text.hasPrefix("Progress is not being saved") } else { false } })
  }
}
