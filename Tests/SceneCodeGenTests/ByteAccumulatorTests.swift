import Testing
@testable import SceneCodeGen
import TestSupport

/// ``ByteAccumulator`` writes through a pointer where the code writer used a `[UInt8]`: random
/// sequences of its operations must leave what the array would, and a copy must keep its bytes
/// when the other side writes (copy-on-write), whether or not the write makes it grow.
@Suite("Byte accumulator")
struct ByteAccumulatorTests {
    /// An accumulator and the array it must equal.
    struct Pair {
        var accumulator: ByteAccumulator
        var reference: [UInt8]
    }

    @Test func randomOperationsLeaveWhatAnArrayWould() {
        var random = SeededRandom(seed: 2_026)
        for round in 0..<200 {
            // Small first capacities make the operations grow the storage often; an accumulator
            // made without one starts on the shared empty storage.
            let first = random.below(3) == 0 ? ByteAccumulator() : ByteAccumulator(capacity: random.below(40))
            var pairs = [Pair(accumulator: first, reference: [])]
            for _ in 0..<random.below(120) {
                let index = random.below(pairs.count)
                // Now and then a piece longer than twice the storage, which it must grow to hold.
                let length = random.below(8) == 0 ? random.below(1_200) : random.below(70)
                let piece = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.below(256)) }
                switch random.below(8) {
                case 0:
                    let byte = UInt8(truncatingIfNeeded: random.below(256))
                    pairs[index].accumulator.append(byte)
                    pairs[index].reference.append(byte)
                case 1:
                    piece.withUnsafeBufferPointer { pairs[index].accumulator.append(contentsOf: $0) }
                    pairs[index].reference += piece
                case 2:
                    pairs[index].accumulator.append(contentsOf: piece)
                    pairs[index].reference += piece
                case 3:
                    let repetitions = random.below(random.below(8) == 0 ? 1_200 : 30) - 2  // none when not positive
                    pairs[index].accumulator.append(0x20, repeating: repetitions)
                    pairs[index].reference += Array(repeating: 0x20, count: max(repetitions, 0))
                case 4:
                    let count = random.below(pairs[index].reference.count + 1)
                    pairs[index].accumulator.truncate(to: count)
                    pairs[index].reference.removeSubrange(count...)
                case 5:
                    pairs[index].accumulator.removeAll()
                    pairs[index].reference.removeAll()
                default:
                    pairs.append(pairs[index])  // a copy that shares the storage
                }
                for pair in pairs { Self.expectEqual(pair, round: round) }
            }
        }
    }

    /// Bytes written after a truncation replace the forgotten ones, in a copy's storage too.
    @Test func truncatedBytesAreOverwrittenNotShared() {
        var original = ByteAccumulator(capacity: 16)
        original.append(contentsOf: Array("abcdef".utf8))
        let copy = original
        original.truncate(to: 2)
        original.append(contentsOf: Array("XY".utf8))
        #expect(original.array == Array("abXY".utf8))
        #expect(copy.array == Array("abcdef".utf8))
    }

    static func expectEqual(_ pair: Pair, round: Int) {
        #expect(pair.accumulator.array == pair.reference, "round \(round)")
        #expect(pair.accumulator.count == pair.reference.count)
        #expect(pair.accumulator.isEmpty == pair.reference.isEmpty)
        #expect(pair.accumulator.last == pair.reference.last)
        if !pair.reference.isEmpty {
            let middle = pair.reference.count / 2
            #expect(pair.accumulator[middle] == pair.reference[middle])
        }
    }
}
