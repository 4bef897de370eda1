/// Reading the file through a memory map instead of one `pread` copy per page. A one-shot
/// `showbook search` for a short prefix reads a few thousand scattered pages once; mapped, each
/// is a page-cache page faulted in (its neighbours with it) rather than a system call and a
/// 4 KiB copy into SQLite's cache. Only for short-lived readers: mapped pages a long session
/// touches would count in its resident memory.
extension Database {
    /// Lets SQLite read up to `bytes` of the file through a memory map (`PRAGMA mmap_size`).
    public func readThroughMemoryMap(upTo bytes: Int = 1 << 30) throws {
        try execute("PRAGMA mmap_size = \(bytes)")
    }
}
