import CellControllers

/// The made-up home folder of the files screen.
enum FilesCatalog {
    /// The tree: folders with their files, all collapsed. Downloads holds a placeholder here
    /// (`…`): its files are loaded when it is first opened (`downloads`).
    static func tree() throws(SnapshotEditError) -> SectionSnapshot<FileNode> {
        var tree = SectionSnapshot<FileNode>()
        try tree.append([.folder("Documents"), .folder("Music"), .folder("Downloads"), .folder("Trash"), .file("notes.txt", 3)])
        try tree.append([.folder("Documents/Taxes"), .file("Documents/CV.pdf", 112), .file("Documents/Lease.pdf", 240)], to: "Documents")
        try tree.append([.file("Documents/Taxes/2024.pdf", 530), .file("Documents/Taxes/2025.pdf", 612)], to: "Documents/Taxes")
        try tree.append([.folder("Music/Jazz"), .file("Music/playlist.m3u", 2)], to: "Music")
        try tree.append([.file("Music/Jazz/So What.flac", 31_200), .file("Music/Jazz/Naima.flac", 27_800)], to: "Music/Jazz")
        try tree.append([.file("Trash/old draft.txt", 8)], to: "Trash")
        try tree.append([.file("Downloads/…", 0)], to: "Downloads")
        return tree
    }

    /// The files Downloads gets when it is first opened.
    static let downloads: [FileNode] = [.file("Downloads/installer.dmg", 88_000), .file("Downloads/photo.jpg", 2_400)]
}
