/// The single navigator that lives outside every list. Lists only hand it the chosen media
/// (`openDetail(media)`); the navigator remembers the selected media and pushes the
/// lazily built detail. Because no row owns the pushed screen, the list underneath can be
/// replaced by new search results without popping the detail.
///
/// Each tab keeps a stack of its own, as a phone's tab bar does: switching tabs from a pushed
/// screen shows the other tab's stack, and switching back finds the pushed screen as it was
/// (still built, not rebuilt). The selected media is the one of the active stack's detail.
///
/// It also presents at most one modal, with an `onDismiss` callback that receives the modal's
/// `ModalOutcome`, so the presenter decides what follows (e.g. whether to dismiss itself).
public final class Navigator {
    /// One stack per tab, each starting at the root.
    public private(set) var stacks: [[Route]]
    /// The index of the stack on screen (the active tab's).
    public private(set) var activeStack = 0
    public private(set) var modal: PresentedModal?

    private let mediaDetail: LazyDestination<(Media, Navigator), DetailModel>
    private let wordBook: LazyDestination<(WordBook, Navigator), BookModel>
    /// Called whenever the top of the stack changes back to a screen (after a pop).
    public var onReveal: ((Route) -> Void)?

    public init(
        stackCount: Int = 1,
        mediaDetail: LazyDestination<(Media, Navigator), DetailModel>,
        wordBook: LazyDestination<(WordBook, Navigator), BookModel>
    ) {
        self.mediaDetail = mediaDetail
        self.wordBook = wordBook
        stacks = Array(repeating: [.root], count: max(1, stackCount))
    }

    /// The stack on screen.
    public var stack: [Route] { stacks[activeStack] }

    public var top: Route { stack[stack.count - 1] }

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
        top.model?.didAppear()
    }

    /// True while a media detail is on top.
    public var isShowingDetail: Bool {
        if case .mediaDetail = top { return true }
        return false
    }

    /// A list row was chosen: remember the media and push its detail, built now.
    public func openDetail(_ media: Media) {
        push(.mediaDetail(mediaDetail.build((media, self))))
    }

    /// Pushes a book's screen, built now (the same lazy idea as the detail).
    public func openWordBook(_ book: WordBook) {
        push(.wordBook(wordBook.build((book, self))))
    }

    public func push(_ route: Route) {
        stacks[activeStack].append(route)
        route.model?.didAppear()
    }

    /// Pops the top screen (never the root) and releases it.
    public func pop() {
        guard stack.count > 1 else { return }
        let popped = stacks[activeStack].removeLast()
        popped.model?.willDisappear()
        top.model?.didAppear()
        onReveal?(top)
    }

    /// Pops until `predicate` holds for the top (or only the root is left).
    public func pop(while predicate: (Route) -> Bool) {
        while stack.count > 1 && predicate(top) { pop() }
    }

    public func present(_ modal: Modal, onDismiss: @escaping (ModalOutcome) -> Void) {
        self.modal = PresentedModal(modal: modal, onDismiss: onDismiss)
    }

    /// Removes the modal, then tells the presenter what happened.
    public func dismissModal(_ outcome: ModalOutcome) {
        guard let presented = modal else { return }
        modal = nil
        presented.onDismiss(outcome)
    }
}

/// A modal on screen together with its presenter's dismissal callback.
public struct PresentedModal {
    public let modal: Modal
    let onDismiss: (ModalOutcome) -> Void
}
