import ShowbookPlatform
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
    /// The status-bar hints of the keys in effect now, generated from the same key map.
    var hints: [KeyHint] { get }
}

/// A screen that reports status lines (errors, confirmations). Its messages show while it has
/// the focus; modals have none, so a screen's message leaves the status bar under a modal.
public protocol StatusReporting: ScreenModel {
    var status: StatusReporter { get }
}

/// A screen whose keys all go through its key map: `handle(_:)`, the help entries and the
/// status-bar hints come from the same table, so what help and the bar show is exactly what
/// works. A screen with modes (a list of open or closed books, a form picking a sense) answers
/// with the bindings of its current mode in `activeKeyMap`.
public protocol KeyMappedScreen: ScreenModel {
    associatedtype Command: Sendable
    /// Every binding of the screen, whatever the mode.
    static var keyMap: [KeyBinding<Command>] { get }
    /// The bindings in effect now (by default all of them).
    var activeKeyMap: [KeyBinding<Command>] { get }
    func perform(_ command: Command)
    /// A key the active map does not bind: text for a focused field, or swallowed by a modal.
    /// Returns false when the screen does not use it (the app may then).
    func handleUnmapped(_ key: Key) -> Bool
}

extension KeyMappedScreen {
    public var activeKeyMap: [KeyBinding<Command>] { Self.keyMap }

    public func handle(_ key: Key) -> Bool {
        guard let command: Command = activeKeyMap.command(for: key) else { return handleUnmapped(key) }
        perform(command)
        return true
    }

    public func handleUnmapped(_ key: Key) -> Bool { false }

    public var helpEntries: [HelpEntry] { activeKeyMap.helpEntries() }

    public var hints: [KeyHint] { activeKeyMap.hints() }
}

extension ScreenModel {
    public func didAppear() {}
    public func willDisappear() {}
    public var isEditingText: Bool { false }
}
