import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id = UUID()
    let symbol: String
    let title: String
    let body: String
}

struct OnboardingView: View {
    @Binding var isPresented: Bool
    @State private var index = 0
    @Namespace private var dots

    private let pages = [
        OnboardingPage(symbol: "sparkles", title: "Welcome", body: "Track habits with one tap.\nNo account required."),
        OnboardingPage(symbol: "bell.badge", title: "Reminders", body: """
            Get a gentle nudge at the time you choose —
            "every day at 8:00" or "weekdays only".
            """),
        OnboardingPage(symbol: "chart.xyaxis.line", title: "Progress", body: #"See streaks, trends & "best" weeks."#),
    ]

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $index) {
                ForEach(Array(pages.enumerated()), id: \.element) { offset, page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol).font(.system(size: 64)).symbolEffect(.bounce, value: index)
                        Text(page.title).font(.largeTitle.bold())
                        Text(page.body).multilineTextAlignment(.center).foregroundStyle(.secondary)
                    }
                    .tag(offset)
                    .padding(.horizontal, 32)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            HStack(spacing: 8) {
                ForEach(pages.indices, id: \.self) { i in
                    Capsule()
                        .fill(i == index ? Color.accentColor : .secondary.opacity(0.3))
                        .frame(width: i == index ? 24 : 8, height: 8)
                        .matchedGeometryEffect(id: i == index ? "active" : "dot\(i)", in: dots)
                }
            }
            .animation(.spring(response: 0.35, dampingFraction: 0.8), value: index)

            Button(index < pages.count - 1 ? "Next" : "Get started") {
                if index < pages.count - 1 { withAnimation { index += 1 } } else { isPresented = false }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Text("Step \(index + 1) of \(pages.count) — \(Int(Double(index + 1) / Double(pages.count) * 100))%")
                .font(.footnote.monospacedDigit())
        }
        .padding(.bottom, 32)
    }
}

#Preview("Onboarding") {
    @Previewable @State var shown = true
    OnboardingView(isPresented: $shown)
}
