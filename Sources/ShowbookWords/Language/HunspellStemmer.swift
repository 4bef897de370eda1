import Foundation

/// Stems from Hunspell with a dictionary (for Korean, Debian's `hunspell-ko`: `ko_KR`). Like
/// MeCab, the library is loaded with `dlopen` when first needed, so everything else works on
/// a machine without it; `init` then fails with a `MiningError` naming the package.
public final class HunspellStemmer: @unchecked Sendable {
    private typealias Create = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    private typealias Stem = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
                                             UnsafePointer<CChar>?) -> Int32
    private typealias FreeList = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
                                                 Int32) -> Void

    public static let koreanDictionary = "/usr/share/hunspell/ko_KR"

    private let library: UnsafeMutableRawPointer
    private let handle: OpaquePointer
    private let destroy: Destroy
    private let stemFunction: Stem
    private let freeList: FreeList
    private let lock = NSLock()

    /// `dictionary` is the path without `.aff`/`.dic`. `libraries` exists for tests that
    /// simulate a missing library.
    public init(dictionary: String = HunspellStemmer.koreanDictionary, dictionaryPackage: String = "hunspell-ko",
                language: MiningLanguage = .korean,
                libraries: [String] = ["libhunspell-1.7.so.0", "libhunspell-1.7.so", "libhunspell.so"]) throws {
        guard let library = libraries.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            throw MiningError.missing(language: language, what: "the Hunspell library", package: "libhunspell-1.7-0")
        }
        guard let create = dlsym(library, "Hunspell_create"), let destroy = dlsym(library, "Hunspell_destroy"),
              let stem = dlsym(library, "Hunspell_stem"),
              let free = dlsym(library, "Hunspell_free_list") else {
            dlclose(library)
            throw MiningError.missing(language: language, what: "the Hunspell library", package: "libhunspell-1.7-0")
        }
        let aff = dictionary + ".aff"
        let dic = dictionary + ".dic"
        guard FileManager.default.isReadableFile(atPath: aff), FileManager.default.isReadableFile(atPath: dic),
              let handle = unsafeBitCast(create, to: Create.self)(aff, dic) else {
            dlclose(library)
            throw MiningError.missing(language: language, what: "a Hunspell dictionary", package: dictionaryPackage)
        }
        self.library = library
        self.handle = handle
        self.destroy = unsafeBitCast(destroy, to: Destroy.self)
        stemFunction = unsafeBitCast(stem, to: Stem.self)
        freeList = unsafeBitCast(free, to: FreeList.self)
    }

    deinit {
        destroy(handle)
        dlclose(library)
    }

    /// Hunspell's stems of `word`, in its order (empty for an unknown word).
    public func stems(of word: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = stemFunction(handle, &list, word)
        defer { if count > 0 { freeList(handle, &list, count) } }
        guard count > 0, let items = list else { return [] }
        return (0..<Int(count)).compactMap { items[$0].map { String(cString: $0) } }
    }
}
