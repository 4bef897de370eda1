import CZipSupport

/// libzip, which reads the ZIP container of an Anki package, opened with `dlopen` on the first
/// package instead of linked: linked, it would bring libcrypto and libbz2 into every process at
/// start (docs/BENCHMARKS.md). A missing library is `ZipReader.ZipError.libraryMissing`, one
/// line naming the Debian package to install.
package enum ZipLibrary {
    /// The file names tried, the versioned one first.
    package static let files = ["libzip.so.4", "libzip.so"]
    /// The Debian package that installs the library.
    package static let package = "libzip4"

    /// Test hook: the library treated as not installed.
    package nonisolated(unsafe) static var simulatedMissing = false

    /// Throws `.libraryMissing` when libzip cannot be loaded (it is opened now when it was not).
    package static func require() throws {
        guard !simulatedMissing, files.contains(where: { sb_zip_load($0) != 0 }) else {
            throw ZipReader.ZipError.libraryMissing
        }
    }
}
