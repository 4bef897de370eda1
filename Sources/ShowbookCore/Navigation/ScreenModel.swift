/// What every pushed screen or modal model offers the navigator and the app: key handling,
/// and hooks for when it is shown or removed.
public protocol ScreenModel: AnyObject {
    /// Handles a key; returns false when the screen does not use it (the app may then).
    func handle(_ key: Key) -> Bool
    /// Called after the screen becomes the top of the stack (pushed, or uncovered by a pop).
    func didAppear()
    /// Called when the screen is popped; cancel work here.
    func willDisappear()
    /// True while a text field has focus, so `q` and `?` are text, not commands.
    var isEditingText: Bool { get }
    /// Every key this screen answers to, generated from its key map (the help overlay).
    var helpEntries: [HelpEntry] { get }
}

/// A screen that reports status lines (errors, confirmations). Its messages show while it has
/// the focus; modals have none, so a screen's message leaves the status bar under a modal.
public protocol StatusReporting: ScreenModel {
    var status: StatusReporter { get }
}

/// A screen whose keys all go through its key map: `handle(_:)` and the help entries come
/// from the same table, so what help shows is exactly what works.
public protocol KeyMappedScreen: ScreenModel {
    associatedtype Command: Sendable
    static var keyMap: [KeyBinding<Command>] { get }
    func perform(_ command: Command)
}

extension KeyMappedScreen {
    public func handle(_ key: Key) -> Bool {
        guard let command: Command = Self.keyMap.command(for: key) else { return false }
        perform(command)
        return true
    }

    public var helpEntries: [HelpEntry] { Self.keyMap.helpEntries() }
}

extension ScreenModel {
    public func didAppear() {}
    public func willDisappear() {}
    public var isEditingText: Bool { false }
}
