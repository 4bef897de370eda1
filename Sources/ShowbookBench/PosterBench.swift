import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookApp

/// `showbook bench-poster`: decoding a 342×513 JPEG poster and converting it to 20×15 cells,
/// timed per run (the target is at most 30 ms together), plus the same for PNG.
public struct PosterBench {
    public var runs = 30
    public var columns = 20
    public var rows = 15

    public init() {}

    public struct Sample: Sendable {
        public var format: String
        public var decodeMilliseconds: Double
        public var convertMilliseconds: Double
    }

    public func run(mode: PosterColorMode = .truecolor) throws -> [Sample] {
        let image = SyntheticPoster.gradient()
        let files = [("jpeg", SyntheticPoster.jpeg(image)), ("png", SyntheticPoster.png(image))]
        var samples: [Sample] = []
        for (format, data) in files {
            for _ in 0..<runs {
                let started = DispatchTime.now().uptimeNanoseconds
                let decoded = try ImageDecoder.decode(data)
                let decodedAt = DispatchTime.now().uptimeNanoseconds
                guard PosterCellConverter.cells(for: decoded, columns: columns, rows: rows, mode: mode) != nil else {
                    throw MediaError("chafa could not convert the poster")
                }
                let finished = DispatchTime.now().uptimeNanoseconds
                samples.append(Sample(format: format, decodeMilliseconds: Double(decodedAt - started) / 1_000_000,
                                      convertMilliseconds: Double(finished - decodedAt) / 1_000_000))
            }
        }
        return samples
    }
}

/// `showbook bench-poster-wait`: proof that a detail never waits for its poster. The real app
/// model (background executor) opens a show whose poster fetch is held back until the detail
/// is on screen; it records how long opening took and whether the detail was there, poster
/// still pending, before the fetch was let go — then that the poster did arrive afterwards.
public struct PosterWaitBench {
    public init() {}

    public struct Outcome: Sendable {
        public var openMilliseconds: Double
        public var detailShownWhilePosterPending: Bool
        public var posterArrivedAfterRelease: Bool
    }

    public func run() throws -> Outcome {
        let database = try Database(path: ":memory:")
        try DatabaseUpgrade.run(database)
        var media = Media(id: MediaID("bench:1"), title: "Bench Poster Show")
        media.posterURL = URL(string: "http://127.0.0.1:9/poster.jpg")
        let gate = PosterGate(image: SyntheticPoster.gradient())
        let container = AppContainer(provider: SingleShowProvider(media: media), database: database, clock: SystemClock(),
                                     executor: DispatchExecutor(), log: .disabled)
        container.posterLoader = gate
        let app = AppModel(container: container)
        let started = DispatchTime.now().uptimeNanoseconds
        app.navigator.show(.detail(media))
        let opened = DispatchTime.now().uptimeNanoseconds
        guard case let .mediaDetail(model) = app.navigator.top else { throw MediaError("the detail was not pushed") }
        let pendingWhileShown = app.navigator.isShowingDetail && model.poster.state == .loading
        gate.release()
        container.jobs.waitForAll(timeout: 10)
        var arrived = false
        if case .ready = model.poster.state { arrived = true }
        return Outcome(openMilliseconds: Double(opened - started) / 1_000_000, detailShownWhilePosterPending: pendingWhileShown,
                       posterArrivedAfterRelease: arrived)
    }
}

/// A poster source that answers only once released (a network that has not answered yet).
private final class PosterGate: PosterFetching, @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let image: PosterImage

    init(image: PosterImage) { self.image = image }

    func release() { semaphore.signal() }

    func load(_ url: URL, cancellation: Cancellation) -> Result<PosterImage, PosterLoader.Failure> {
        guard semaphore.wait(timeout: .now() + 10) == .success else { return .failure(.unavailable("timed out")) }
        return .success(image)
    }
}

/// A provider with one show whose detail comes straight back.
private struct SingleShowProvider: MediaProvider {
    var media: Media
    var kind: ProviderKind { .tmdb }
    var attribution: String? { nil }

    func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
        MediaPage(items: [media], page: 1, totalResults: 1, totalPages: 1)
    }

    func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
        MediaDetail(media: media, status: "Ended")
    }
}
