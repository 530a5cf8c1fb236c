import Foundation

let π = 3.141_592_653_589_793
let τ = 2 * π
let φ = (1 + 5.0.squareRoot()) / 2
let ε = 1e-12
let Δt: Double = 1.0 / 60.0
let λ = 550e-9
let µ = 4 * π * 1e-7
let Ω = 50.0

struct Vector2 {
    var x, y: Double
    var magnitude: Double { (x * x + y * y).squareRoot() }
    static let 𝟘 = Vector2(x: 0, y: 0)
}

func σ(_ values: [Double]) -> Double {
    let μ = values.reduce(0, +) / Double(values.count)
    let σ² = values.map { ($0 - μ) * ($0 - μ) }.reduce(0, +) / Double(values.count)
    return σ².squareRoot()
}

func θ(of v: Vector2) -> Double { atan2(v.y, v.x) }

let α = 0.5, β = 0.25, γ = α * β
let ΣΔ = [α, β, γ].reduce(0, +)
let v = Vector2(x: 3, y: 4)
let x₁ = v.x, x₂ = v.y
let ℏ = 1.054_571_817e-34
let ℓ = λ / τ
print(τ, φ, ε, Δt, µ, Ω, v.magnitude, Vector2.𝟘.x, σ([1, 2, 3, 4]), θ(of: v) / π, γ, ΣΔ, x₁ + x₂, ℏ, ℓ)
