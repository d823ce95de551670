import CellControllers
import CellControllersTestSupport
import Foundation
import Testing

@Suite("DiffIdentifier and AnyDiffable")
struct DiffIdentifierTests {
    typealias Photo = DiffFixtures.Photo
    typealias Post = DiffFixtures.Post

    struct Tagged: Identifiable, Equatable, Sendable {
        var id: UUID
        var name: String
    }

    struct Named: Identifiable, Equatable, Sendable {
        var id: String
    }

    @Test("Identity is model type plus id")
    func identity() {
        #expect(DiffIdentifier(Photo(id: 7)) == DiffIdentifier(Photo(id: 7, caption: "other")))
        #expect(DiffIdentifier(Photo(id: 7)) != DiffIdentifier(Post(id: 7)))
        #expect(DiffIdentifier(Photo(id: 7)) != DiffIdentifier(Photo(id: 8)))
        #expect(DiffIdentifier(Photo(id: 7)) == DiffIdentifier(type: Photo.self, id: 7))
        // Same value, different id type: different identities.
        #expect(DiffIdentifier(type: Photo.self, id: 7) != DiffIdentifier(uncheckedType: Photo.self, id: Int64(7)))
        #expect(DiffIdentifier(type: Photo.self, id: 7) != DiffIdentifier(uncheckedType: Photo.self, id: Int?.some(7)))
        #expect(Set([DiffIdentifier(Photo(id: 7)), DiffIdentifier(Post(id: 7)), DiffIdentifier(Photo(id: 7))]).count == 2)
        #expect(DiffIdentifier(Photo(id: 7)).hashValue == DiffIdentifier(type: Photo.self, id: 7).hashValue)
    }

    @Test("String, UUID and other ids")
    func otherIDs() {
        let uuid = UUID()
        #expect(DiffIdentifier(Tagged(id: uuid, name: "a")) == DiffIdentifier(Tagged(id: uuid, name: "b")))
        #expect(DiffIdentifier(Tagged(id: uuid, name: "a")) != DiffIdentifier(Tagged(id: UUID(), name: "a")))
        #expect(DiffIdentifier(Named(id: "x")) == DiffIdentifier(Named(id: "x")))
        #expect(DiffIdentifier(Named(id: "x")) != DiffIdentifier(Named(id: "y")))
        #expect(DiffIdentifier(Named(id: "x")).id as? String == "x")
        #expect(DiffIdentifier(Tagged(id: uuid, name: "")).id as? UUID == uuid)
        #expect(DiffIdentifier(Photo(id: 3)).type is Photo.Type)
        #expect(!(DiffIdentifier(Photo(id: 3)).type is Post.Type))
    }

    @Test("Description names the type and id")
    func description() {
        #expect(DiffIdentifier(Photo(id: 7)).description == "Photo(7)")
        #expect(DiffIdentifier(Named(id: "intro")).description == "Named(\"intro\")")
    }

    @Test("AnyDiffable compares content only for the same type")
    func content() {
        let photo = AnyDiffable(Photo(id: 1, caption: "a"))
        #expect(photo.isContentEqual(to: AnyDiffable(Photo(id: 1, caption: "a"))))
        #expect(!photo.isContentEqual(to: AnyDiffable(Photo(id: 1, caption: "b"))))
        #expect(!photo.isContentEqual(to: AnyDiffable(Post(id: 1))))
        #expect(photo.identifier == DiffIdentifier(Photo(id: 1)))
        #expect(photo.model(as: Photo.self) == Photo(id: 1, caption: "a"))
        #expect(photo.model(as: Post.self) == nil)
        #expect(photo.base is Photo)
        #expect(photo == AnyDiffable(Photo(id: 1, caption: "a")))
        #expect(photo != AnyDiffable(Photo(id: 1, caption: "b")))
    }

    @Test("AnySnapshot helpers")
    func snapshotHelpers() {
        let snapshot = AnySnapshot(sections: [
            AnySnapshot.Section(DiffFixtures.Header(id: 0), items: [Photo(id: 1), Photo(id: 2)]),
            AnySnapshot.Section(DiffFixtures.Header(id: 1), items: [AnyDiffable(Post(id: 1))]),
        ])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: 0) == 2)
        #expect(snapshot[ItemPath(item: 0, section: 1)].identifier == DiffIdentifier(Post(id: 1)))
        #expect(snapshot.itemIdentifiers == [DiffIdentifier(Photo(id: 1)), DiffIdentifier(Photo(id: 2)), DiffIdentifier(Post(id: 1))])
        #expect(snapshot.sectionIdentifiers == [DiffIdentifier(type: DiffFixtures.Header.self, id: 0), DiffIdentifier(type: DiffFixtures.Header.self, id: 1)])
    }
}
