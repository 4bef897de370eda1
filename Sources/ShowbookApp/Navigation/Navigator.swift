import ShowbookPlatform
import ShowbookTV
/// The single navigator that lives outside every list. Screens hand it a `Destination` value
/// (`show(.detail(media))`); it has the `ScreenFactory` build that screen's model at that
/// moment and pushes it, and remembers the selected media as the detail on its stack. Because
/// no row owns the pushed screen, the list underneath can be replaced by new search results
/// without popping the detail; popping drops the route, which releases the model.
///
/// Each tab keeps a stack of its own, as a phone's tab bar does: switching tabs from a pushed
/// screen shows the other tab's stack, and switching back finds the pushed screen as it was
/// (still built, not rebuilt). The selected media is the one of the active stack's detail.
/// Under each stack is its tab's own screen (`roots`), told when it shows again.
///
/// It also presents at most one modal, asked for as a `ModalDestination` value and built by
/// the factory only then. The modal's model carries its presenter's `onDismiss` (a
/// `ModalDismissal`): the navigator removes the modal, which releases it, then the presenter
/// gets the `ModalOutcome` with its value and decides what follows. A destination that is work
/// rather than a screen (`.prep`) is built as a `NavigationFlow` and started.
public final class Navigator {
    /// One stack per tab, each starting at the root.
    public private(set) var stacks: [[Route]]
    /// The index of the stack on screen (the active tab's).
    public private(set) var activeStack = 0
    public private(set) var modal: PresentedModal?

    private let factory: ScreenFactory
    /// The tab screen under each stack, in stack order (set once by the app).
    private var roots: [ScreenModel] = []

    public init(stackCount: Int = 1, factory: ScreenFactory) {
        self.factory = factory
        stacks = Array(repeating: [.root], count: max(1, stackCount))
    }

    /// The tab screens, one per stack: each is told `didAppear` when its stack shows it again.
    package func setRoots(_ models: [ScreenModel]) { roots = models }

    /// The stack on screen.
    public var stack: [Route] { stacks[activeStack] }

    public var top: Route { stack[stack.count - 1] }

    /// The model on screen under any modal: the top route's, or the tab's own at the root.
    public var shownModel: ScreenModel? { top.model ?? (roots.indices.contains(activeStack) ? roots[activeStack] : nil) }

    /// The media whose detail the active stack shows (the nearest detail from the top).
    public var selectedMedia: Media? {
        for route in stack.reversed() {
            if case let .mediaDetail(model) = route { return model.media }
        }
        return nil
    }

    /// Shows another tab's stack as it was left; its top screen is told it appears again.
    /// A modal keeps every other stack out of reach, so nothing switches while one is up.
    public func showStack(_ index: Int) {
        guard modal == nil, index != activeStack, stacks.indices.contains(index) else { return }
        activeStack = index
        shownModel?.didAppear()
    }

    /// True while a media detail is on top.
    public var isShowingDetail: Bool { top.isMediaDetail }

    /// Goes to `destination`: its model is built now, by the factory, and pushed (or, for a
    /// destination that asks something first, presented as a modal; a flow is started).
    public func show(_ destination: Destination) {
        switch factory.presentation(of: destination, navigator: self) {
        case let .push(route): push(route)
        case let .modal(modal): present(built: modal)
        case let .flow(flow): flow.start()
        }
    }

    package func push(_ route: Route) {
        stacks[activeStack].append(route)
        route.model?.didAppear()
    }

    /// Pops the top screen (never the root) and releases it; the screen uncovered appears again.
    public func pop() {
        guard stack.count > 1 else { return }
        let popped = stacks[activeStack].removeLast()
        popped.model?.willDisappear()
        shownModel?.didAppear()
    }

    /// Pops until `predicate` holds for the top (or only the root is left).
    public func pop(while predicate: (Route) -> Bool) {
        while stack.count > 1 && predicate(top) { pop() }
    }

    /// Pops every screen on top that `predicate` holds for, at once: only the screen left on top
    /// is told it appears again (the ones on the way are leaving too and must not act on showing).
    /// Returns whether any was popped.
    @discardableResult
    public func popAll(while predicate: (Route) -> Bool) -> Bool {
        var popped = false
        while stack.count > 1 && predicate(top) {
            stacks[activeStack].removeLast().model?.willDisappear()
            popped = true
        }
        if popped { shownModel?.didAppear() }
        return popped
    }

    /// A change landed in the background (a save retried on a busy database): when a tab's
    /// own list is on screen it reloads, so it never shows what the change replaced.
    public func rootDidChange() {
        if case .root = top { shownModel?.didAppear() }
    }

    /// Shows the modal `destination` asks for, its model built now by the factory; the model
    /// reports its outcome through the `ModalDismissal` it was built with.
    public func present(_ destination: ModalDestination) {
        present(built: factory.modal(for: destination, navigator: self))
    }

    private func present(built modal: Modal) {
        self.modal = PresentedModal(modal: modal, lifecycle: LifecycleToken(
            tracker: factory.container.tracker, kind: modal.lifecycleKind, id: String(describing: type(of: modal.model))))
        modal.model.didAppear()
    }

    /// Removes the modal without an outcome (a `ModalDismissal` does, before the presenter
    /// hears the outcome); false when none was shown.
    @discardableResult
    public func dismissModal() -> Bool {
        guard modal != nil else { return false }
        modal = nil
        return true
    }
}

/// The modal on screen, with the token that reports its release when the navigator drops it.
public struct PresentedModal {
    public let modal: Modal
    package let lifecycle: LifecycleToken
}
