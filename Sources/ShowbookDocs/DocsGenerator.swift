import ShowbookApp

/// The generated sections of the README and the man page, as the key maps and the command
/// declarations give them now. `showbook-docs` writes them into the files (`make docs`);
/// `DocsAreCurrentTests` fails while a committed one differs.
public enum DocsGenerator {
    public static let readme = "README.md"
    public static let manPage = "man/showbook.1"

    public static var sections: [GeneratedSection] {
        let rows = KeyReference.rows
        return [
            GeneratedSection(file: readme, name: "keys", syntax: .markdown, title: "the key table",
                             lines: MarkdownDocs.keyTable(rows)),
            GeneratedSection(file: readme, name: "synopsis", syntax: .markdown, title: "the command-line synopsis",
                             lines: MarkdownDocs.synopsis()),
            GeneratedSection(file: manPage, name: "synopsis", syntax: .roff, title: "the SYNOPSIS",
                             lines: RoffDocs.synopsis()),
            GeneratedSection(file: manPage, name: "keys", syntax: .roff, title: "the KEYS sections",
                             lines: RoffDocs.keySections(rows)),
        ]
    }
}
