/// The longest increasing subsequence of a sequence of distinct integers, by patience sorting.
///
/// A diff keeps the elements of one longest increasing subsequence of old positions in place and
/// moves every other kept element, which is the fewest moves possible.
@usableFromInline
internal enum _LongestIncreasingSubsequence {
    /// Marks the elements of one longest strictly increasing subsequence of `values`.
    ///
    /// On return `isMember[k]` is `true` exactly for the members. Values must be distinct.
    ///
    /// Elements that extend the longest pile so far (the common case: most kept elements keep
    /// their order) are appended in O(1); only the others pay a binary search.
    ///
    /// - Returns: the length of the subsequence.
    /// - Complexity: O(k log L) for k values and a subsequence of length L; O(k) when the values
    ///   are already increasing.
    @inlinable
    @discardableResult
    internal static func markMembers(
        of values: UnsafeBufferPointer<Int32>,
        in isMember: UnsafeMutableBufferPointer<Bool>
    ) -> Int {
        let count = values.count
        precondition(isMember.count >= count)
        guard count > 0 else { return 0 }

        var isIncreasing = true
        for index in 1..<count where values[index &- 1] > values[index] {
            isIncreasing = false
            break
        }
        if isIncreasing {
            isMember.baseAddress!.initialize(repeating: true, count: count)
            return count
        }

        // tailValue[p] / tailIndex[p]: the smallest last value (and its position) of an
        // increasing subsequence of length p + 1 seen so far. previous[k]: the position before k
        // in the subsequence that k ends.
        let tailValue = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let tailIndex = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let previous = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        defer {
            tailValue.deallocate()
            tailIndex.deallocate()
            previous.deallocate()
        }
        var length = 0
        for index in 0..<count {
            let value = values[index]
            if length == 0 || tailValue[length &- 1] < value {
                previous[index] = length == 0 ? -1 : tailIndex[length &- 1]
                tailValue[length] = value
                tailIndex[length] = Int32(truncatingIfNeeded: index)
                length &+= 1
                continue
            }
            // The first pile whose tail is greater than `value` (values are distinct).
            var low = 0
            var high = length &- 1
            while low < high {
                let middle = (low &+ high) &>> 1
                if tailValue[middle] < value { low = middle &+ 1 } else { high = middle }
            }
            previous[index] = low == 0 ? -1 : tailIndex[low &- 1]
            tailValue[low] = value
            tailIndex[low] = Int32(truncatingIfNeeded: index)
        }

        isMember.baseAddress!.initialize(repeating: false, count: count)
        var member = Int(tailIndex[length &- 1])
        while member >= 0 {
            isMember[member] = true
            member = Int(previous[member])
        }
        return length
    }
}
