import ShowbookCLI

// The whole program is in ShowbookCLI (`ShowbookMain`), where the docs generator can read the
// same command declarations.
ShowbookMain.run()
