import Foundation
import XCTest

/// A fresh folder under the system's temporary directory (`prefix-UUID`), removed with
/// everything in it when `remove()` is called or the last reference to it goes. Tests get one
/// through `XCTestCase.makeTemporaryFolder(_:)`, which removes it when the test ends.
public final class TemporaryFolder: Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// Removes the folder and everything in it (again is harmless).
    public func remove() { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` in the folder (nothing is made).
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `bytes` to `name` in the folder, making the folders on the way; returns its path.
    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` in the folder; returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }
}

extension XCTestCase {
    /// A fresh temporary folder, removed when the test ends (before `tearDown`).
    public func makeTemporaryFolder(_ prefix: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix)
        addTeardownBlock { folder.remove() }
        return folder
    }
}
