// MISUSE: an erased identifier (for a mixed screen) names a model type with an id of another
// type: a String where messages have Int ids. It used to compile and fail only at run time
// ("No item Message("1") in the snapshot").
import CellControllers

struct Message: Identifiable, Equatable, Sendable { let id: Int; var text: String }

func identifier() -> DiffIdentifier {
    DiffIdentifier(type: Message.self, id: "1") // expected-error: cannot convert value of type 'String' to expected argument type 'Int'
}
