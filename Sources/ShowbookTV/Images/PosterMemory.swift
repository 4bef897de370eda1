import Foundation

/// Posters already decoded and converted during this run, so going back to a detail neither
/// decodes its file again nor converts its cells again. Shared by every detail screen (it
/// lives with the `PosterLoader`), safe from any thread, and bounded: decoded pixels up to
/// `imageBytes` in all, converted posters up to `cellSets`, least recently used dropped first.
public final class PosterMemory: @unchecked Sendable {
    /// Decoded pixels kept in all: 32 MiB, about 45 posters of 342 × 513.
    public static let defaultImageBytes = 32 * 1_048_576
    /// Converted posters (one per size and colour mode) kept.
    public static let defaultCellSets = 64

    /// One converted poster: the picture, its size in cells and its colour mode.
    package struct CellKey: Hashable {
        package var url: URL
        package var columns: Int
        package var rows: Int
        package var mode: PosterColorMode

        package init(url: URL, columns: Int, rows: Int, mode: PosterColorMode) {
            self.url = url
            self.columns = columns
            self.rows = rows
            self.mode = mode
        }
    }

    /// A kept value and when it was last used (a counter, for least-recently-used order).
    private struct Slot<Value> {
        var value: Value
        var used: Int
    }

    public let imageBytes: Int
    public let cellSets: Int
    private let lock = NSLock()
    private var images: [URL: Slot<PosterImage>] = [:]
    private var cells: [CellKey: Slot<PosterCells>] = [:]
    private var uses = 0
    private var stored = 0

    public init(imageBytes: Int = PosterMemory.defaultImageBytes, cellSets: Int = PosterMemory.defaultCellSets) {
        self.imageBytes = imageBytes
        self.cellSets = cellSets
    }

    /// How many converted posters were stored (one conversion each), for tests.
    public var conversions: Int { lock.withLock { stored } }

    public func image(for url: URL) -> PosterImage? {
        lock.withLock {
            guard var slot = images[url] else { return nil }
            uses += 1
            slot.used = uses
            images[url] = slot
            return slot.value
        }
    }

    public func store(_ image: PosterImage, for url: URL) {
        guard image.rgba.count <= imageBytes else { return }
        lock.withLock {
            uses += 1
            images[url] = Slot(value: image, used: uses)
            var total = images.values.reduce(0) { $0 + $1.value.rgba.count }
            while total > imageBytes, let oldest = images.min(by: { $0.value.used < $1.value.used }) {
                total -= oldest.value.value.rgba.count
                images[oldest.key] = nil
            }
        }
    }

    package func cells(for key: CellKey) -> PosterCells? {
        lock.withLock {
            guard var slot = cells[key] else { return nil }
            uses += 1
            slot.used = uses
            cells[key] = slot
            return slot.value
        }
    }

    package func store(_ converted: PosterCells, for key: CellKey) {
        lock.withLock {
            uses += 1
            stored += 1
            cells[key] = Slot(value: converted, used: uses)
            while cells.count > cellSets, let oldest = cells.min(by: { $0.value.used < $1.value.used }) {
                cells[oldest.key] = nil
            }
        }
    }
}
