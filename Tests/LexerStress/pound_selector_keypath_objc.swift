import UIKit

@objc protocol MenuHandling: AnyObject {
    @objc optional func didSelect(item: Int)
}

final class ToolbarController: UIViewController {
    @objc dynamic var isEditingItems = false
    @objc var title2: String = ""
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(toggleEditing(_:)))
        let share = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share(sender:event:)))
        let getter = #selector(getter: ToolbarController.isEditingItems)
        let setter = #selector(setter: ToolbarController.isEditingItems)
        let optional = #selector(MenuHandling.didSelect(item:))
        let objcStyle = #selector(UIViewController.present(_:animated:completion:))
        navigationItem.rightBarButtonItems = [done, edit, share]
        print(getter, setter, optional, objcStyle)

        addObserver(self, forKeyPath: #keyPath(isEditingItems), options: [.new], context: nil)
        let path = #keyPath(ToolbarController.view.backgroundColor)
        let nested = #keyPath(UIViewController.navigationItem.title)
        print(path, nested)
        observation = observe(\.isEditingItems, options: [.old, .new]) { obj, change in
            print("editing:", change.newValue ?? false)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        _ = responds(to: #selector(UIResponder.becomeFirstResponder))
    }

    @objc private func doneTapped() { dismiss(animated: true) }
    @objc func toggleEditing(_ sender: UIBarButtonItem) { isEditingItems.toggle() }
    @objc(shareWithSender:event:) func share(sender: Any, event: UIEvent?) { }
    @objc private func keyboardWillShow(_ note: Notification) { }
}
