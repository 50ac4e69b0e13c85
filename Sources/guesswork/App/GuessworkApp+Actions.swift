import GtkBridge
import GuessworkViewModel
import Localization

/// The application's actions (`app.*`), their shortcuts and the primary menu that names them.
extension GuessworkApp {
  func addActions() {
    application.addAction("new-game") { [weak self] in self?.newGame() }
    application.addAction("quit") { [weak self] in self?.quit() }
    application.addAction("copy-results") { [weak self] in self?.copyResults() }
    application.addAction("statistics") { [weak self] in self?.showStatistics() }
    application.addAction("preferences") { [weak self] in self?.showPreferences() }
    application.addAction("help") { [weak self] in self?.showHelp() }
    reviewAction = application.addAction("review") { [weak self] in self?.showReview() }
    application.addAction("about") { [weak self] in self?.showAbout() }
    application.addAction("challenge-friend") { [weak self] in self?.showChallengeFriend() }
    application.addAction("play-challenge") { [weak self] in self?.showPlayChallenge() }
    application.addAction("archive") { [weak self] in self?.showArchive() }
    application.setAccelerators(["<Control><Shift>a"], for: "app.archive")
    application.addAction("history") { [weak self] in self?.showHistory() }
    application.setAccelerators(["<Control>h"], for: "app.history")
    application.setAccelerators(["<Control>n"], for: "app.new-game")
    application.setAccelerators(["<Control>q"], for: "app.quit")
    application.setAccelerators(["<Control>c"], for: "app.copy-results")
    application.setAccelerators(["<Control>comma"], for: "app.preferences")
    application.setAccelerators(["F1"], for: "app.help")
    application.setAccelerators(["<Control>s"], for: "app.statistics")
    application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
  }

  /// The primary menu, laid out as GNOME's guidelines ask: the game's items, then Preferences,
  /// Keyboard Shortcuts, Help and About. The menu button keeps the model (and `MainWindow`'s wrapper one reference),
  /// so it is released with the window.
  static func makeMenu() -> Menu {
    let menu = Menu()
    let game = Menu()
    game.append(L("_New Game"), action: "app.new-game")
    game.append(L("_Statistics"), action: "app.statistics")
    game.append(L("_Archive"), action: "app.archive")
    game.append(L("_History"), action: "app.history")
    game.append(L("_Review Round"), action: "app.review")
    game.append(L("Challenge a _Friend…"), action: "app.challenge-friend")
    game.append(L("Play a Chall_enge…"), action: "app.play-challenge")
    menu.appendSection(game)
    let app = Menu()
    app.append(L("_Preferences"), action: "app.preferences")
    app.append(L("_Keyboard Shortcuts"), action: "win.show-help-overlay")
    app.append(L("_Help"), action: "app.help")
    app.append(L("_About Guesswork"), action: "app.about")
    // No Quit item (GNOME's guidelines: the window's close button quits); Ctrl+Q still does.
    menu.appendSection(app)
    return menu
  }

  /// New Game: the view model decides; it asks only before giving up the unlimited round on the
  /// board, with a destructive confirming button.
  func newGame() {
    guard let viewModel, let mainWindow, let question = viewModel.newGame() else { return }
    let dialog = MessageDialog(parent: mainWindow.window, heading: question.title, body: question.detail)
    dialog.isModal = true
    dialog.addButton(question.cancelLabel, .cancel)
    dialog.addButton(question.confirmLabel, .accept, appearance: .destructive)
    dialog.setDefaultResponse(.cancel)
    dialog.onResponse { [weak viewModel] dialog, response in
      dialog.destroy()
      if response == .accept { viewModel?.confirmNewRound() }
    }
    dialog.present()
  }

  /// Copies the share text of a finished round (Ctrl+C); does nothing while the round goes on.
  func copyResults() {
    guard let viewModel, let mainWindow else { return }
    let copied = viewModel.statistics.copiedResult(darkTheme: appearance.isDark)
    if let text = copied.text { mainWindow.window.clipboard.setText(text) }
    showToast(copied.toast)
  }

  /// Shows a message over the open dialog (they are modal, so at most one is in front), else over
  /// the board.
  func showToast(_ toast: Toast) {
    if let dialog = dialogs.frontmostShowingToasts {
      dialog.toast.show(toast)
    } else {
      mainWindow?.toast.show(toast)
    }
  }

  /// Opens a dictionary's page about a word (the statistics' meaning); a browser that does not
  /// open is told, with the system's reason.
  func openLink(_ link: MeaningPresentation.Link) {
    guard let mainWindow else { return }
    let parent = dialogs.frontmostShowingToasts?.window ?? mainWindow.window
    launchURI(link.uri, parent) { [weak self] failure in
      guard let failure else { return }
      // TRANSLATORS: %1$s is a dictionary's name (Wiktionary), %2$s the system's reason.
      self?.showToast(Toast(L("%1$s could not be opened: %2$s", link.title, failure)))
    }
  }

  private func quit() {
    mainWindow?.window.close()
    application.quit()
  }
}
