import CAdwaita
import CGtk
import XCTest

@testable import GtkBridge

/// The bridge's own rules: typed signals whose connections can be undone and whose handlers are
/// given their sender, checked downcasts, one wrapper per GObject, closures released with their
/// widget, and windows that GTK disposes by itself once destroyed.
final class GtkBridgeUITests: UITestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    try MainActor.assumeIsolated { try GameHarness.requireDisplay() }
  }

  func testADisconnectedHandlerNoLongerRuns() throws {
    onMain {
      let button = Button(label: "Go")
      var clicks = 0
      let connection = button.onClicked { clicks += 1 }
      guesswork_emit_signal(button.object, "clicked")
      XCTAssertEqual(clicks, 1)
      XCTAssertTrue(connection.isConnected)
      connection.disconnect()
      guesswork_emit_signal(button.object, "clicked")
      XCTAssertEqual(clicks, 1, "a disconnected handler does not run")
      XCTAssertFalse(connection.isConnected)
      connection.disconnect()  // twice: nothing happens
    }
  }

  func testAHandlerIsGivenItsSender() throws {
    onMain {
      let toggle = ToggleButton(toggleLabel: "Daily")
      var senders: [ToggleButton] = []
      toggle.onToggled { sender in senders.append(sender) }
      toggle.isActive = true
      XCTAssertEqual(senders.count, 1)
      XCTAssertTrue(senders.first === toggle, "the sender is the button's own wrapper")
      XCTAssertTrue(senders.first?.isActive ?? false)
    }
  }

  func testASenderWhoseWrapperWentIsGivenANewOne() throws {
    onMain {
      let box = Box(.horizontal)
      var labels: [String?] = []
      do {
        let button = Button(label: "Share")
        button.onClicked { (sender: Button) in labels.append(sender.label) }
        box.append(button)
      }
      let child = try! XCTUnwrap(gtk_widget_get_first_child(box.widget))
      XCTAssertNil(ObjectWrapper.registered(UnsafeMutableRawPointer(child)), "the button's wrapper went")
      guesswork_emit_signal(UnsafeMutableRawPointer(child), "clicked")
      XCTAssertEqual(labels, ["Share"])
    }
  }

  func testAWrongDowncastIsRefusedWithAMessage() throws {
    onMain {
      let label = Label("Hello")
      XCTAssertEqual(typeMismatch(label.object, gtk_button_get_type()), "a GtkLabel is not a GtkButton")
      XCTAssertNil(typeMismatch(label.object, gtk_widget_get_type()), "a label is a widget")
      let toggle = ToggleButton(toggleLabel: "On")
      XCTAssertNil(typeMismatch(toggle.object, gtk_button_get_type()), "a toggle button is a button")
      XCTAssertEqual(typeMismatch(toggle.object, gtk_window_get_type()), "a GtkToggleButton is not a GtkWindow")
    }
  }

  func testAnObjectHasOneWrapper() throws {
    try onMain {
      let box = Box(.vertical)
      let button = Button(label: "Reset")
      box.append(button)
      let child = UnsafeMutableRawPointer(gtk_widget_get_first_child(box.widget)!)
      XCTAssertTrue(Button.wrapping(child) === button, "found again, not made twice")
      XCTAssertTrue(Widget.wrapping(child) === button, "as its base class too")
      let before = ObjectWrapper.liveCount
      for _ in 1...10 { _ = Widget.wrapping(child) }
      XCTAssertEqual(ObjectWrapper.liveCount, before, "looking a wrapper up makes none")

      let dialog = MessageDialog(parent: nil, heading: "Reset?")
      dialog.addButton("_Cancel", .cancel)
      let cancel = try XCTUnwrap(dialog.button(for: .cancel), "libadwaita's button for the response")
      XCTAssertTrue(dialog.button(for: .cancel) === cancel, "found again, not made twice")
      dialog.destroy()
    }
  }

  func testClosuresAreReleasedWhenTheirWidgetGoes() throws {
    onMain {
      final class Owner {}
      weak var weakOwner: Owner?
      var watch: FinalizationWatch?
      do {
        let owner = Owner()
        weakOwner = owner
        let button = Button(label: "Go")
        button.onClicked { _ = owner }
        button.onDestroy { _ = owner }
        watch = FinalizationWatch(button)
      }
      XCTAssertTrue(watch?.isFinalized ?? false, "the button goes with its only wrapper")
      XCTAssertNil(weakOwner, "and its handlers with it")
    }
  }

  func testAnnouncementsMakeNoWrappers() throws {
    onMain {
      let window = Window()
      let entry = Entry()
      window.setChild(entry)
      window.present()
      entry.grabFocus()
      GameHarness.pump()
      let before = ObjectWrapper.liveCount
      for index in 1...20 { window.announce("Message \(index)") }
      window.endAnnouncement()
      XCTAssertEqual(ObjectWrapper.liveCount, before)
      window.destroy()
    }
  }

  func testADestroyedWindowIsDisposedByGTK() throws {
    onMain {
      let window = Window()
      let child = Label("Inside")
      window.setChild(child)
      window.present()
      GameHarness.pump()
      var destroyed: [Widget] = []
      window.onDestroy { sender in destroyed.append(sender) }
      let watch = FinalizationWatch(window)
      window.destroy()
      XCTAssertTrue(window.isDestroyed)
      XCTAssertFalse(window.isOpen)
      XCTAssertEqual(destroyed.count, 1, "`destroy` is emitted as GTK disposes the window")
      XCTAssertTrue(destroyed.first === window, "to the window's own wrapper")
      XCTAssertTrue(watch.isFinalized, "the wrapper let go of the window when GTK destroyed it")
      XCTAssertFalse(child.hasParentWindow, "its children are let go")
      window.present()  // does nothing once destroyed
      window.destroy()
    }
  }

  func testAWindowClosedByGTKIsDisposedToo() throws {
    onMain {
      let window = Window()
      window.present()
      GameHarness.pump()
      let watch = FinalizationWatch(window)
      var destroyed = false
      window.onDestroy { destroyed = true }
      window.close()
      GameHarness.pump()
      XCTAssertTrue(destroyed)
      XCTAssertTrue(window.isDestroyed)
      XCTAssertTrue(watch.isFinalized)
    }
  }
}

extension Widget {
  fileprivate var hasParentWindow: Bool { gtk_widget_get_parent(widget) != nil }
}
