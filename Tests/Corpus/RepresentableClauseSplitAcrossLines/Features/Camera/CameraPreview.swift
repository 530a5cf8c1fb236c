import SwiftUI
import AVFoundation
import UIKit

struct CameraPreview:
    UIViewRepresentable, // expect: representable-outside-adapter
    Equatable
{
    let session: AVCaptureSession

    func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer.session = session
        return view
    }

    func updateUIView(_ view: PreviewView, context: Context) {}
}

final class PreviewView: UIView {
    override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
}

extension CameraPreview
    : Identifiable
{
    var id: ObjectIdentifier { ObjectIdentifier(session) }
}

struct FocusIndicator
    : SwiftUI
        .UIViewRepresentable // expect: representable-outside-adapter
{
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}
