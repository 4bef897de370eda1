/// The work reading a folder of subtitles does outside the text itself (mining, registering): folder listings made and file names
/// looked at (each listed name, each name split into episode and language when pairing
/// translations). Counted, never timed, so a test can check that it grows in step with the
/// number of files.
package struct FolderWork: Sendable, Equatable {
    /// Folders listed.
    package var listings = 0
    /// File names read from a listing or split by `SubtitleSiblings.name`.
    package var namesRead = 0
}
