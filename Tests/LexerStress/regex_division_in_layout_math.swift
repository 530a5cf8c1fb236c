import UIKit

final class GridLayout: UICollectionViewFlowLayout {
    var columns: CGFloat = 3
    var spacing: CGFloat = 8

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        let available = cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right
        let totalSpacing = spacing * (columns - 1)
        let side = (available - totalSpacing) / columns
        itemSize = CGSize(width: floor(side), height: floor(side * 4/3))
        minimumInteritemSpacing = spacing
        minimumLineSpacing = spacing/2
        sectionInset = UIEdgeInsets(top: spacing / 2, left: 0, bottom: spacing/2, right: 0)
    }

    func center(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + rect.width / 2, y: rect.minY + rect.height/2)
    }

    func aspectFit(_ size: CGSize, in box: CGSize) -> CGSize {
        let scale = min(box.width / size.width, box.height / size.height)
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    func pageIndex(offset: CGFloat, pageWidth: CGFloat) -> Int {
        Int((offset + pageWidth / 2) / pageWidth)
    }

    func normalized(_ values: [CGFloat]) -> [CGFloat] {
        let maxValue = values.max() ?? 1
        return values.map { $0 / maxValue }.map { ($0 * 100).rounded() / 100 }
    }
}

let layout = GridLayout()
var progress: CGFloat = 50
progress /= 100
let degrees: CGFloat = 270
let radians = degrees * .pi / 180
let half = [CGFloat(10), 20][1] / 2
let ratio = layout.center(of: .zero).x/layout.spacing
print(layout.pageIndex(offset: 750, pageWidth: 375), progress, radians, half, ratio)
