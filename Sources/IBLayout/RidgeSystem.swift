/// The normal equations of a ridge-regularised least-squares problem, built row by row and solved
/// by Gaussian elimination with partial pivoting. Small and dense: a few hundred unknowns at most.
struct RidgeSystem {
    private var matrix: [[Double]]
    private var vector: [Double]

    /// An empty system of `unknowns` unknowns.
    init(unknowns: Int) {
        matrix = [[Double]](repeating: [Double](repeating: 0, count: unknowns), count: unknowns)
        vector = [Double](repeating: 0, count: unknowns)
    }

    /// Adds the equation row · x ≈ target.
    mutating func add(_ row: [Double], target: Double) {
        let nonZero = row.indices.filter { row[$0] != 0 }
        for i in nonZero {
            vector[i] += row[i] * target
            for j in nonZero { matrix[i][j] += row[i] * row[j] }
        }
    }

    /// Adds the penalty weight × (x[unknown] − value)².
    mutating func regularise(_ unknown: Int, towards value: Double, by weight: Double) {
        matrix[unknown][unknown] += weight
        vector[unknown] += weight * value
    }

    /// The least-squares solution; an unknown no equation or penalty constrains is 0.
    func solve() -> [Double] {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) } ?? column
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            guard abs(a[column][column]) > 1e-12 else { continue }
            for row in (column + 1)..<n where a[row][column] != 0 {
                let factor = a[row][column] / a[column][column]
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            let sum = ((row + 1)..<n).reduce(b[row]) { $0 - a[row][$1] * x[$1] }
            x[row] = abs(a[row][row]) > 1e-12 ? sum / a[row][row] : 0
        }
        return x
    }
}
