import ShowbookApp

/// Where things were drawn in the last frame (tabs, rows, buttons), so a mouse click can be
/// traced back to what is under it. Later regions (modals) cover earlier ones; a modal's or
/// overlay's box is `.blocked`, so nothing under it can be clicked through it.
public struct HitMap: Sendable {
    private var regions: [(rect: Rect, target: HitTarget)] = []

    public init() {}

    public mutating func add(_ target: HitTarget, _ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        regions.append((rect, target))
    }

    /// The topmost target at a cell, if any.
    public func target(x: Int, y: Int) -> HitTarget? {
        regions.last { x >= $0.rect.x && x < $0.rect.x + $0.rect.width && y >= $0.rect.y && y < $0.rect.bottom }?.target
    }

    public mutating func removeAll() { regions.removeAll() }
}
