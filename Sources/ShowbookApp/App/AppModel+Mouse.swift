/// Mouse handling: the terminal reports a cell; the renderer's hit map says what is there. An
/// open overlay (help, the message log) takes every mouse event, as a modal does (the wheel
/// scrolls it, a click closes either); otherwise
/// the wheel scrolls the focused screen if it scrolls, a tab label switches tabs (from any
/// screen, though not while a modal is up), and any other click goes to the
/// focused screen, which decides what its target means.
extension AppModel {
    public func handleMouse(_ action: MouseAction, on target: HitTarget?) {
        defer { keepFocusedMessage() }
        if isHelpShown || isMessageLogShown {
            if action.isClick { closeOverlays() }
            if isMessageLogShown, let lines = action.scrollLines { messageLogScroll.scroll(by: lines) }
            if isHelpShown, let lines = action.scrollLines { helpScroll.scroll(by: lines) }
            return
        }
        if let lines = action.scrollLines {
            (focusedScreen as? Scrollable)?.scrollContent(by: lines)
            return
        }
        guard let target, target != .blocked else { return }
        if case let .tab(index) = target {
            if let tab = Tab(rawValue: index) { select(tab) }
            return
        }
        (focusedScreen as? MouseHandling)?.handleClick(action, on: target)
    }
}
