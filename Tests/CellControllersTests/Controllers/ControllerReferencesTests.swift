@testable import CellControllers
import CellControllersTestSupport
import Testing

/// The layout assumption behind `ControllerReferences`, the one home of the library's unchecked
/// reinterpretations of controller arrays: a `_ControllerObject` is exactly one class reference,
/// so an array of controllers read as an array of them (and back) shares one buffer, keeps every
/// object's identity, and retains each object once (freed when the last array goes).
@MainActor
@Suite("Controller references: the layout the reinterpretations assume")
struct ControllerReferencesTests {
    @Test("a _ControllerObject has the size, stride and alignment of a class reference")
    func layout() {
        #expect(MemoryLayout<_ControllerObject>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<_ControllerObject>.stride == MemoryLayout<AnyObject>.stride)
        #expect(MemoryLayout<_ControllerObject>.alignment == MemoryLayout<AnyObject>.alignment)
        #expect(MemoryLayout<_ControllerObject>.size == MemoryLayout<CellController<TableHost>>.size)
        #expect(MemoryLayout<_ControllerObject>.stride == MemoryLayout<CellController<TableHost>>.stride)
        #expect(MemoryLayout<_ControllerObject>.alignment == MemoryLayout<CellController<TableHost>>.alignment)
    }

    /// Weak references to `controllers`, to see when they are freed.
    final class Witness {
        private let references: [() -> AnyObject?]
        init(_ controllers: [CellController<TableHost>]) {
            references = controllers.map { controller in { [weak controller] in controller } }
        }
        var alive: Int { references.filter { $0() != nil }.count }
    }

    @Test("a round trip through the reinterpretations keeps every object's identity and balances its retains")
    func roundTrip() {
        var controllers: [CellController<TableHost>]? = (0..<100).map { LabelController(id: $0) }
        let witness = Witness(controllers ?? [])
        let identities = (controllers ?? []).map(ObjectIdentifier.init)
        var objects: ContiguousArray<_ControllerObject>? = ControllerReferences.objects(sharing: controllers ?? [])
        #expect(objects?.map(\.id) == identities)
        let back = objects.map { objects in
            objects.withUnsafeBufferPointer { buffer in
                ControllerReferences.withObjects(buffer, as: CellController<TableHost>.self) { Array($0) }
            }
        } ?? []
        #expect(back.map(ObjectIdentifier.init) == identities)
        #expect(ControllerReferences.controllers(back, of: TableHost.self)?.map(ObjectIdentifier.init) == identities)
        #expect(ControllerReferences.controllers([1, 2], of: TableHost.self) == nil, "an array of another type is not read as controllers")
        #expect(objects.map { ControllerReferences.controller($0[3].object, of: TableHost.self) } === controllers?[3])
        // The shared buffer and the copy each hold the objects: none is freed while one is kept,
        // and every one is freed once none is (no retain too many, and none too few, which
        // would have freed them early or crashed).
        controllers = nil
        #expect(witness.alive == 100)
        objects = nil
        #expect(witness.alive == 100, "the array read back still holds them")
        withExtendedLifetime(back) {}
        _ = consume back
        #expect(witness.alive == 0)
    }

    @Test("a screen of controller sections shares the app's array and frees its controllers with it")
    func sectionStorageFreesControllers() throws {
        var controllers: [CellController<TableHost>]? = (0..<50).map { LabelController(id: $0) }
        let witness = Witness(controllers ?? [])
        var snapshot: Snapshot<ControllerSection<TableHost>, CellController<TableHost>>? =
            Snapshot([ControllerSection(id: 0, items: controllers ?? [])])
        let items = snapshot?.items ?? []
        #expect(zip(items, controllers ?? []).allSatisfy { $0 === $1 } && items.count == 50)
        controllers = nil
        #expect(witness.alive == 50)
        _ = consume items
        snapshot = nil
        #expect(witness.alive == 0)
    }
}
