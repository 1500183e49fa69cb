#if canImport(SwiftParser)
#if canImport(Glibc)
import Glibc
#endif
internal import SwiftSyntax

/// A parsed tree handed from the highlighter to the reader, on one thread. `navlint examples`
/// highlights each block and then reads it: the reader takes the tree the highlighter made
/// rather than parse the same text again, a quarter of that command's time. A thread holds at
/// most one tree, and taking it leaves none. Only the highlighter leaves a tree, so a lint run,
/// which highlights nothing, holds none.
enum LastParse {
    private final class Kept {
        let text: String
        let tree: SourceFileSyntax

        init(text: String, tree: SourceFileSyntax) {
            self.text = text
            self.tree = tree
        }
    }

    /// The thread's slot; a thread that ends with a tree in it frees the tree.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { kept in
            if let kept { Unmanaged<AnyObject>.fromOpaque(kept).release() }
        }
        return key
    }()

    /// Leaves `tree`, parsed from `text`, for this thread's next `take`, in place of any tree left before.
    static func keep(_ tree: SourceFileSyntax, of text: String) {
        _ = take(of: text)
        pthread_setspecific(slot, Unmanaged.passRetained(Kept(text: text, tree: tree)).toOpaque())
    }

    /// The tree this thread kept, when it was parsed from `text`; the slot is empty afterwards either way.
    static func take(of text: String) -> SourceFileSyntax? {
        guard let kept = pthread_getspecific(slot) else { return nil }
        pthread_setspecific(slot, nil)
        let last = Unmanaged<Kept>.fromOpaque(kept).takeRetainedValue()
        return last.text == text ? last.tree : nil
    }
}
#endif
