/// A file or folder of the files screen: its path is its identity, its name and size its
/// content.
struct FileNode: Identifiable, Equatable, Sendable {
    /// The path from the root, `/`-separated: "Documents/Taxes/2025.pdf".
    let id: String
    /// Whether it is a folder (folders show a disclosure once they have children).
    var isFolder: Bool
    /// The size in kilobytes, for files.
    var kilobytes: Int

    /// Whether it stands for children not loaded yet (the `…` under a folder that loads its
    /// files when it first opens).
    var isPlaceholder: Bool { name == "…" }

    /// The last path component.
    var name: String { String(id.split(separator: "/").last ?? Substring(id)) }

    /// A folder at `path`.
    static func folder(_ path: String) -> FileNode { FileNode(id: path, isFolder: true, kilobytes: 0) }
    /// A file at `path` of `kilobytes`.
    static func file(_ path: String, _ kilobytes: Int) -> FileNode { FileNode(id: path, isFolder: false, kilobytes: kilobytes) }
}
