import Foundation
import ShowbookPlatform
import ShowbookTV

/// The poster of one detail screen: fetched on a background job only once the detail is
/// shown, cancelled when it goes away (a late result is dropped, never drawn), and turned into
/// cells for the size and colour mode the renderer asks for (kept until those change). A
/// poster decoded or converted earlier in the run comes from the loader's `PosterMemory`
/// without a job. A damaged image gets one status line; a missing one (404, offline) says
/// nothing.
public final class DetailPoster {
    public enum State: Equatable {
        /// No poster to show: none exists, images are off, or it could not be fetched.
        case none
        case loading
        case ready(PosterImage)
    }

    public private(set) var state: State = .none
    /// The poster being fetched or shown.
    public private(set) var url: URL?
    private let loader: (any PosterFetching)?
    private let jobs: Jobs
    private let status: StatusReporter
    private var cancellation: Cancellation?
    private var converted: PosterCells?
    /// A result (picture or failure) arrived for `url`: showing it again fetches nothing.
    private var finished = false

    package init(loader: (any PosterFetching)?, jobs: Jobs, status: StatusReporter) {
        self.loader = loader
        self.jobs = jobs
        self.status = status
    }

    /// Starts fetching `url` unless it is already fetched or on its way.
    package func show(_ url: URL?) {
        guard let loader, let url else { return }
        if url == self.url, state == .loading || finished { return }
        cancellation?.cancel()
        converted = nil
        if let image = loader.memory?.image(for: url) {
            cancellation = nil
            self.url = url
            state = .ready(image)
            finished = true
            return
        }
        let cancellation = Cancellation()
        self.cancellation = cancellation
        self.url = url
        state = .loading
        finished = false
        converted = nil
        jobs.submit({ loader.load(url, cancellation: cancellation) }) { [weak self] result in
            guard let self, !cancellation.isCancelled, self.url == url else { return }
            self.cancellation = nil
            self.finished = true
            switch result {
            case let .success(image): self.state = .ready(image)
            case let .failure(.damaged(reason)), let .failure(.missingLibrary(reason)):
                self.state = .none
                self.status.info("Poster not shown: \(reason)")
            case .failure: self.state = .none
            }
        }
    }

    deinit { cancellation?.cancel() }

    /// Stops a fetch in flight (the detail is going away); a finished poster stays.
    package func cancel() {
        guard let cancellation else { return }
        cancellation.cancel()
        self.cancellation = nil
        if state == .loading { state = .none }
    }

    /// The picture as cells of `columns` × `rows`, converted once per size and mode.
    public func cells(columns: Int, rows: Int, mode: PosterColorMode) -> PosterCells? {
        guard case let .ready(image) = state, let url else { return nil }
        if let converted, converted.columns == columns, converted.rows == rows, converted.mode == mode { return converted }
        let key = PosterMemory.CellKey(url: url, columns: columns, rows: rows, mode: mode)
        if let remembered = loader?.memory?.cells(for: key) {
            converted = remembered
            return remembered
        }
        converted = PosterCellConverter.cells(for: image, columns: columns, rows: rows, mode: mode)
        if let converted { loader?.memory?.store(converted, for: key) }
        return converted
    }

    /// Height over width of the picture (the usual 2:3 while it loads).
    public var aspect: Double {
        guard case let .ready(image) = state else { return PosterGeometry.usualAspect }
        return Double(image.height) / Double(image.width)
    }
}
