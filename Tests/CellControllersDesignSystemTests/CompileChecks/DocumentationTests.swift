import CellControllersTestSupport
import Foundation
import Testing

/// Keeps the README and the DocC catalogs of both libraries honest: every ```swift block in them
/// compiles. (It lives in the design system's test target because the design system's articles,
/// and some of the core's, import both libraries.)
///
/// Each document is one program: its ```swift blocks, in order, joined into one `main.swift`
/// and type-checked against the built modules, with no error and no warning. A reader can copy an
/// article's blocks in order and get a program that compiles, so the blocks declare everything
/// they use (there is no hidden preamble). A block that is a package manifest (it starts with
/// `// swift-tools-version:`) is type-checked on its own against the toolchain's
/// `PackageDescription` instead.
///
/// The documents are found on disk (``DocumentedCode/all(root:)``): a new article, or a new block
/// in an existing one, is checked without being listed here.
@Suite("Compile checks: documentation")
struct DocumentationTests {
    @Test("A document's Swift blocks, in order, type-check as one program with no warning", arguments: DocumentedCode.all())
    func documentCompiles(_ document: DocumentedCode) async throws {
        let markdown = try String(contentsOf: document.url, encoding: .utf8)
        let blocks = MarkdownCodeBlocks(markdown).swiftBlocks
        let program = blocks.filter { !DocumentedCode.isManifest($0) }
        if !program.isEmpty {
            let source = JoinedSource(program)
            let result = try await CompileCheck.typecheck(source: source.code, mode: .main)
            let problems = CompileCheck.problems(ofCleanRun: result)
            #expect(problems.isEmpty, """
                \(document.path): its ```swift blocks, in order, do not type-check cleanly as one program:
                \(Self.located(result, in: document.name, source: source).joined(separator: "\n"))

                \(result.transcript)
                """)
        }
        for manifest in blocks where DocumentedCode.isManifest(manifest) {
            let result = try await CompileCheck.typecheckManifest(source: manifest.code)
            let problems = CompileCheck.problems(ofCleanRun: result)
            #expect(problems.isEmpty, """
                \(document.path): the package manifest in the ```swift block opened at line \(manifest.firstLine - 1) \
                does not type-check cleanly against PackageDescription:
                \(Self.located(result, in: document.name, source: JoinedSource([manifest])).joined(separator: "\n"))

                \(result.transcript)
                """)
        }
    }

    @Test("Every fenced block names its language, and only ```swift blocks hold Swift", arguments: DocumentedCode.all())
    func blocksNameTheirLanguage(_ document: DocumentedCode) throws {
        let markdown = try String(contentsOf: document.url, encoding: .utf8)
        for block in MarkdownCodeBlocks(markdown).blocks where block.language != "swift" {
            #expect(
                DocumentedCode.otherLanguages.contains(block.language),
                """
                \(document.path): the block opened at line \(block.firstLine - 1) is fenced as \
                "\(block.language.isEmpty ? "(no language)" : block.language)". Write ```swift for Swift \
                (every such block is compiled) or one of \(DocumentedCode.otherLanguages.sorted()) for anything else.
                """)
            #expect(
                !block.code.contains("import CellControllers"),
                "\(document.path): the ```\(block.language) block opened at line \(block.firstLine - 1) imports CellControllers; fence it as ```swift so that it is compiled.")
        }
    }

    @Test("The README and every article are found, with their Swift blocks")
    func documentsAreFound() throws {
        let documents = DocumentedCode.all()
        let paths = documents.map(\.path)
        #expect(paths.first == "README.md")
        // Both libraries' catalogs: the core's and the design system's.
        let catalogs = [
            "Sources/CellControllers/CellControllers.docc/":
                ["CellControllers", "GettingStarted", "TypeSafety", "HeadlessHosts", "Diffing", "Interactions"],
            "Sources/CellControllersDesignSystem/CellControllersDesignSystem.docc/":
                ["CellControllersDesignSystem", "DesignSystem", "LayingOutCellContent"],
        ]
        for (catalog, articles) in catalogs {
            for article in articles {
                #expect(paths.contains(catalog + article + ".md"), "\(article).md is not among the documents found: \(paths)")
            }
        }
        // The walkthroughs keep their code: a document that lost its blocks would pass vacuously.
        let minimumSwiftBlocks = ["README.md": 2, "GettingStarted.md": 6, "DesignSystem.md": 6, "HeadlessHosts.md": 3, "Diffing.md": 1, "CellControllers.md": 1, "Interactions.md": 3, "CellControllersDesignSystem.md": 1]
        for document in documents {
            guard let minimum = minimumSwiftBlocks[document.name] else { continue }
            let count = MarkdownCodeBlocks(try String(contentsOf: document.url, encoding: .utf8)).swiftBlocks.count
            #expect(count >= minimum, "\(document.path) has \(count) ```swift blocks; expected at least \(minimum)")
        }
    }

    @Test("Discovery: README.md and every .md inside a .docc under Sources, in path order")
    func discovery() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docs-discovery-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "README.md", "NOTES.md", "Sources/Lib/Lib.docc/Zeta.md", "Sources/Lib/Lib.docc/Guides/Alpha.md",
            "Sources/Lib/Lib.docc/Resources/image.png", "Sources/Lib/Internal.md", "Tests/Lib.docc/Test.md",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# \(file)\n".utf8).write(to: url)
        }
        #expect(DocumentedCode.all(root: root).map(\.path) == [
            "README.md", "Sources/Lib/Lib.docc/Guides/Alpha.md", "Sources/Lib/Lib.docc/Zeta.md",
        ])
    }

    @Test("A failure names the document, the line in it and the block it is in")
    func failuresPointIntoTheDocument() async throws {
        let markdown = """
            # Article

            ```swift
            let count = 1
            ```

            Some prose.

            ```swift
            let name: String = count
            ```
            """
        let source = JoinedSource(MarkdownCodeBlocks(markdown).swiftBlocks)
        let result = try await CompileCheck.typecheck(source: source.code, mode: .main)
        #expect(!CompileCheck.problems(ofCleanRun: result).isEmpty, "the harness must reject a wrong block\n\(result.transcript)")
        let located = Self.located(result, in: "Article.md", source: source)
        #expect(located.contains { $0.hasPrefix("Article.md:10:20: error: cannot convert value of type 'Int'") && $0.hasSuffix("(in the ```swift block opened at line 9)") },
                "\(located)\n\(result.transcript)")
    }

    @Test("A manifest block is checked against PackageDescription, for its tools version")
    func manifests() async throws {
        #expect(CompileCheck.toolsVersion(of: "// swift-tools-version: 6.0\nimport PackageDescription\n") == "6.0.0")
        #expect(CompileCheck.toolsVersion(of: "// swift-tools-version:5.9.2\n") == "5.9.2")
        #expect(CompileCheck.toolsVersion(of: "import PackageDescription\n") == nil)
        #expect(DocumentedCode.isManifest(.init(language: "swift", code: "// swift-tools-version: 6.0\n", firstLine: 1)))
        #expect(!DocumentedCode.isManifest(.init(language: "swift", code: "import CellControllers\n", firstLine: 1)))

        let wrong = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "App", dependencies: [.package(nme: "Lib", path: "../Lib")])
            """
        let result = try await CompileCheck.typecheckManifest(source: wrong)
        #expect(result.diagnostics(ofKind: "error").contains { $0.line == 4 && $0.message.contains("name:path:") },
                "a misspelled argument label in a manifest must be rejected\n\(result.transcript)")
    }

    /// The errors and warnings of `result`, each at its line in the document and with the block
    /// it comes from; diagnostics from other files as the compiler printed them.
    static func located(_ result: CompileCheck.Result, in document: String, source: JoinedSource) -> [String] {
        result.problems.map { diagnostic in
            guard URL(fileURLWithPath: diagnostic.file).lastPathComponent == result.file.lastPathComponent,
                  let block = source.block(containing: diagnostic.line) else {
                return diagnostic.description
            }
            let line = source.documentLine(of: diagnostic.line)
            return "\(document):\(line):\(diagnostic.column): \(diagnostic.kind): \(diagnostic.message) (in the ```swift block opened at line \(block.firstLine - 1))"
        }
    }
}
