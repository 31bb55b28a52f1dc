/// What UIKit classes themselves answer to, so that `source-mismatch` does not report their own
/// keys, outlets and actions as undeclared. The lists are the commonly used KVC keys (Objective-C
/// property names, plus the Swift `isX` spellings); a class not listed here ends a class chain
/// as "unknown", and nothing is reported against it.
public enum UIKitKeys {
    public static let superclass: [String: String] = [
        "UIResponder": "NSObject", "UIView": "UIResponder", "UIControl": "UIView", "UILabel": "UIView",
        "UIButton": "UIControl", "UIImageView": "UIView", "UITextField": "UIControl", "UIScrollView": "UIView",
        "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UIStackView": "UIView", "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl",
        "UIStepper": "UIControl", "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UINavigationBar": "UIView",
        "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView", "UIVisualEffectView": "UIView",
        "UIPickerView": "UIView", "UITableViewHeaderFooterView": "UIView",
        "UIViewController": "UIResponder", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "UIGestureRecognizer": "NSObject", "UITapGestureRecognizer": "UIGestureRecognizer",
        "UIPanGestureRecognizer": "UIGestureRecognizer", "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UISwipeGestureRecognizer": "UIGestureRecognizer", "UIPinchGestureRecognizer": "UIGestureRecognizer",
        "UIRotationGestureRecognizer": "UIGestureRecognizer", "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
        "UIBarItem": "NSObject", "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem", "UINavigationItem": "NSObject",
        "NSObject": "",
    ]

    public static let keys: [String: Set<String>] = [
        "NSObject": [
            "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits", "accessibilityIdentifier",
            "isAccessibilityElement", "accessibilityElementsHidden", "accessibilityViewIsModal", "accessibilityFrame",
            "accessibilityLanguage", "shouldGroupAccessibilityChildren", "accessibilityNavigationStyle",
            "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels", "accessibilityCustomActions",
            "accessibilityElements", "accessibilityActivationPoint", "accessibilityIgnoresInvertColors",
            "accessibilityContainerType", "accessibilityTextualContext", "accessibilityAttributedLabel",
        ],
        "UIResponder": ["restorationIdentifier", "inputView", "inputAccessoryView", "userActivity", "keyCommands"],
        "UIView": [
            "layer", "clipsToBounds", "backgroundColor", "alpha", "opaque", "isOpaque", "hidden", "isHidden", "tag",
            "contentMode", "tintColor", "tintAdjustmentMode", "userInteractionEnabled", "isUserInteractionEnabled",
            "multipleTouchEnabled", "isMultipleTouchEnabled", "exclusiveTouch", "isExclusiveTouch", "frame", "bounds",
            "center", "transform", "autoresizesSubviews", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints",
            "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
            "semanticContentAttribute", "overrideUserInterfaceStyle", "contentScaleFactor", "clearsContextBeforeDrawing",
            "maskView", "mask", "gestureRecognizers", "motionEffects", "focusGroupIdentifier", "largeContentTitle",
            "largeContentImage", "showsLargeContentViewer", "scalesLargeContentImage", "interactions",
            "contentStretch", "minimumContentSizeCategory", "maximumContentSizeCategory", "keyboardLayoutGuide",
        ],
        "UIControl": [
            "enabled", "isEnabled", "selected", "isSelected", "highlighted", "isHighlighted", "contentHorizontalAlignment",
            "contentVerticalAlignment", "showsMenuAsPrimaryAction", "menu", "toolTip", "contextMenuInteractionEnabled",
            "isContextMenuInteractionEnabled", "pointerInteractionEnabled", "isPointerInteractionEnabled",
        ],
        "UILabel": [
            "text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth",
            "minimumScaleFactor", "minimumFontSize", "attributedText", "highlightedTextColor", "shadowColor", "shadowOffset",
            "enabled", "isEnabled", "highlighted", "isHighlighted", "preferredMaxLayoutWidth",
            "adjustsFontForContentSizeCategory", "allowsDefaultTighteningForTruncation", "baselineAdjustment",
            "lineBreakStrategy", "showsExpansionTextWhenTruncated", "userInteractionEnabled",
        ],
        "UIButton": [
            "titleLabel", "imageView", "subtitleLabel", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
            "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "showsTouchWhenHighlighted",
            "reversesTitleShadowWhenHighlighted", "configuration", "role", "changesSelectionAsPrimaryAction",
            "buttonType", "automaticallyUpdatesConfiguration", "adjustsImageSizeForAccessibilityContentSizeCategory",
        ],
        "UIImageView": [
            "image", "highlightedImage", "animationImages", "highlightedAnimationImages", "animationDuration",
            "animationRepeatCount", "preferredSymbolConfiguration", "highlighted", "isHighlighted",
            "adjustsImageSizeForAccessibilityContentSizeCategory",
        ],
        "UITextField": [
            "text", "attributedText", "placeholder", "attributedPlaceholder", "font", "textColor", "textAlignment",
            "borderStyle", "background", "disabledBackground", "clearButtonMode", "leftView", "rightView", "leftViewMode",
            "rightViewMode", "clearsOnBeginEditing", "clearsOnInsertion", "adjustsFontSizeToFitWidth", "minimumFontSize",
            "delegate", "keyboardType", "returnKeyType", "autocapitalizationType", "autocorrectionType",
            "spellCheckingType", "secureTextEntry", "isSecureTextEntry", "textContentType", "keyboardAppearance",
            "enablesReturnKeyAutomatically", "allowsEditingTextAttributes", "smartQuotesType", "smartDashesType",
            "smartInsertDeleteType", "passwordRules", "defaultTextAttributes", "typingAttributes",
            "adjustsFontForContentSizeCategory", "inlinePredictionType",
        ],
        "UIScrollView": [
            "contentInset", "contentOffset", "contentSize", "scrollEnabled", "isScrollEnabled", "pagingEnabled",
            "isPagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsVerticalScrollIndicator",
            "showsHorizontalScrollIndicator", "indicatorStyle", "decelerationRate", "delaysContentTouches",
            "canCancelContentTouches", "minimumZoomScale", "maximumZoomScale", "zoomScale", "bouncesZoom", "scrollsToTop",
            "keyboardDismissMode", "contentInsetAdjustmentBehavior", "delegate", "refreshControl", "directionalLockEnabled",
            "isDirectionalLockEnabled", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
            "horizontalScrollIndicatorInsets", "automaticallyAdjustsScrollIndicatorInsets",
        ],
        "UITextView": [
            "text", "attributedText", "font", "textColor", "textAlignment", "editable", "isEditable", "selectable",
            "isSelectable", "dataDetectorTypes", "textContainerInset", "typingAttributes", "linkTextAttributes",
            "allowsEditingTextAttributes", "delegate", "textContainer", "layoutManager", "keyboardType",
            "returnKeyType", "autocapitalizationType", "autocorrectionType", "spellCheckingType", "secureTextEntry",
            "keyboardAppearance", "textContentType", "adjustsFontForContentSizeCategory", "usesStandardTextScaling",
            "clearsOnInsertion", "smartQuotesType", "smartDashesType", "enablesReturnKeyAutomatically",
        ],
        "UITableView": [
            "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
            "estimatedSectionFooterHeight", "separatorStyle", "separatorColor", "separatorInset", "separatorEffect",
            "tableHeaderView", "tableFooterView", "backgroundView", "allowsSelection", "allowsMultipleSelection",
            "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", "delegate", "dataSource",
            "prefetchDataSource", "dragDelegate", "dropDelegate", "sectionIndexColor", "sectionIndexBackgroundColor",
            "sectionIndexTrackingBackgroundColor", "sectionIndexMinimumDisplayRowCount", "cellLayoutMarginsFollowReadableWidth",
            "editing", "isEditing", "remembersLastFocusedIndexPath", "sectionHeaderTopPadding", "dragInteractionEnabled",
            "fillerRowHeight", "insetsContentViewsToSafeArea", "separatorInsetReference",
        ],
        "UICollectionView": [
            "collectionViewLayout", "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate",
            "backgroundView", "allowsSelection", "allowsMultipleSelection", "prefetchingEnabled", "isPrefetchingEnabled",
            "dragInteractionEnabled", "remembersLastFocusedIndexPath", "reorderingCadence", "allowsMultipleSelectionDuringEditing",
            "allowsSelectionDuringEditing", "editing", "isEditing", "selectionFollowsFocus",
        ],
        "UITableViewCell": [
            "textLabel", "detailTextLabel", "imageView", "contentView", "backgroundView", "selectedBackgroundView",
            "multipleSelectionBackgroundView", "selectionStyle", "accessoryType", "accessoryView", "editingAccessoryType",
            "editingAccessoryView", "indentationLevel", "indentationWidth", "separatorInset", "focusStyle", "reuseIdentifier",
            "selected", "isSelected", "highlighted", "isHighlighted", "shouldIndentWhileEditing", "showsReorderControl",
            "userInteractionEnabledWhileDragging", "backgroundConfiguration", "contentConfiguration",
        ],
        "UICollectionReusableView": ["reuseIdentifier"],
        "UICollectionViewCell": [
            "contentView", "backgroundView", "selectedBackgroundView", "selected", "isSelected", "highlighted",
            "isHighlighted", "backgroundConfiguration", "contentConfiguration",
        ],
        "UITableViewHeaderFooterView": ["textLabel", "detailTextLabel", "contentView", "backgroundView", "reuseIdentifier"],
        "UIStackView": [
            "axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement", "isBaselineRelativeArrangement",
            "layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement", "arrangedSubviews",
        ],
        "UISwitch": ["on", "isOn", "onTintColor", "thumbTintColor", "onImage", "offImage", "preferredStyle", "title"],
        "UISlider": [
            "value", "minimumValue", "maximumValue", "continuous", "isContinuous", "minimumTrackTintColor",
            "maximumTrackTintColor", "thumbTintColor", "minimumValueImage", "maximumValueImage",
        ],
        "UISegmentedControl": [
            "selectedSegmentIndex", "momentary", "isMomentary", "apportionsSegmentWidthsByContent",
            "selectedSegmentTintColor", "numberOfSegments", "segmentedControlStyle",
        ],
        "UIStepper": ["value", "minimumValue", "maximumValue", "stepValue", "continuous", "isContinuous", "autorepeat", "wraps"],
        "UIPageControl": [
            "numberOfPages", "currentPage", "hidesForSinglePage", "pageIndicatorTintColor", "currentPageIndicatorTintColor",
            "backgroundStyle", "preferredIndicatorImage", "allowsContinuousInteraction", "defersCurrentPageDisplay",
        ],
        "UIDatePicker": [
            "date", "datePickerMode", "minimumDate", "maximumDate", "minuteInterval", "locale", "calendar", "timeZone",
            "countDownDuration", "preferredDatePickerStyle", "roundsToMinuteInterval",
        ],
        "UIActivityIndicatorView": ["color", "hidesWhenStopped", "activityIndicatorViewStyle", "style", "animating", "isAnimating"],
        "UIProgressView": ["progress", "progressTintColor", "trackTintColor", "progressImage", "trackImage", "progressViewStyle", "observedProgress"],
        "UINavigationBar": [
            "barStyle", "translucent", "isTranslucent", "barTintColor", "titleTextAttributes", "largeTitleTextAttributes",
            "prefersLargeTitles", "backIndicatorImage", "backIndicatorTransitionMaskImage", "shadowImage", "delegate",
            "items", "topItem", "backItem", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
        ],
        "UIToolbar": ["barStyle", "translucent", "isTranslucent", "barTintColor", "items", "delegate", "standardAppearance"],
        "UITabBar": [
            "barStyle", "translucent", "isTranslucent", "barTintColor", "items", "selectedItem", "delegate",
            "unselectedItemTintColor", "selectionIndicatorImage", "shadowImage", "backgroundImage", "itemPositioning",
            "itemWidth", "itemSpacing", "standardAppearance", "scrollEdgeAppearance",
        ],
        "UISearchBar": [
            "text", "placeholder", "prompt", "barStyle", "searchBarStyle", "translucent", "isTranslucent", "barTintColor",
            "showsCancelButton", "showsBookmarkButton", "showsSearchResultsButton", "showsScopeBar", "scopeButtonTitles",
            "selectedScopeButtonIndex", "delegate", "searchTextField", "backgroundImage", "inputAccessoryView",
            "keyboardType", "autocapitalizationType", "autocorrectionType", "searchFieldBackgroundPositionAdjustment",
        ],
        "UIVisualEffectView": ["effect", "contentView"],
        "UIPickerView": ["delegate", "dataSource", "showsSelectionIndicator"],
        "UIViewController": [
            "view", "title", "navigationItem", "tabBarItem", "modalPresentationStyle", "modalTransitionStyle",
            "definesPresentationContext", "providesPresentationContextTransitionStyle", "preferredContentSize",
            "hidesBottomBarWhenPushed", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
            "automaticallyAdjustsScrollViewInsets", "restorationIdentifier", "restorationClass", "modalInPresentation",
            "isModalInPresentation", "additionalSafeAreaInsets", "overrideUserInterfaceStyle", "toolbarItems",
            "transitioningDelegate", "searchDisplayController", "contentSizeForViewInPopover", "modalPresentationCapturesStatusBarAppearance",
            "viewRespectsSystemMinimumLayoutMargins", "systemMinimumLayoutMargins", "editing", "isEditing",
        ],
        "UITableViewController": ["tableView", "clearsSelectionOnViewWillAppear", "refreshControl"],
        "UICollectionViewController": [
            "collectionView", "clearsSelectionOnViewWillAppear", "installsStandardGestureForInteractiveMovement",
            "useLayoutToLayoutNavigationTransitions", "collectionViewLayout",
        ],
        "UINavigationController": [
            "navigationBar", "toolbar", "delegate", "navigationBarHidden", "isNavigationBarHidden", "toolbarHidden",
            "isToolbarHidden", "hidesBarsOnSwipe", "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears",
            "hidesBarsWhenVerticallyCompact", "viewControllers", "topViewController", "visibleViewController",
        ],
        "UITabBarController": [
            "tabBar", "delegate", "viewControllers", "selectedIndex", "selectedViewController", "customizableViewControllers",
            "moreNavigationController",
        ],
        "UISplitViewController": ["delegate", "viewControllers", "preferredDisplayMode", "presentsWithGesture", "preferredPrimaryColumnWidthFraction"],
        "UIPageViewController": ["delegate", "dataSource", "viewControllers", "doubleSided", "isDoubleSided"],
        "UIGestureRecognizer": [
            "delegate", "enabled", "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
            "allowedTouchTypes", "allowedPressTypes", "requiresExclusiveTouchType", "name", "view",
        ],
        "UITapGestureRecognizer": ["numberOfTapsRequired", "numberOfTouchesRequired"],
        "UIPanGestureRecognizer": ["minimumNumberOfTouches", "maximumNumberOfTouches", "allowedScrollTypesMask"],
        "UIScreenEdgePanGestureRecognizer": ["edges"],
        "UILongPressGestureRecognizer": ["minimumPressDuration", "numberOfTouchesRequired", "numberOfTapsRequired", "allowableMovement"],
        "UISwipeGestureRecognizer": ["direction", "numberOfTouchesRequired"],
        "UIBarItem": ["enabled", "isEnabled", "title", "image", "landscapeImagePhone", "largeContentSizeImage", "imageInsets", "tag"],
        "UIBarButtonItem": ["style", "width", "customView", "target", "action", "tintColor", "possibleTitles", "menu", "primaryAction", "hidden", "isHidden"],
        "UITabBarItem": ["selectedImage", "badgeValue", "badgeColor", "standardAppearance"],
        "UINavigationItem": [
            "title", "titleView", "prompt", "backBarButtonItem", "backButtonTitle", "hidesBackButton", "leftBarButtonItem",
            "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "largeTitleDisplayMode", "searchController",
            "hidesSearchBarWhenScrolling", "leftItemsSupplementBackButton", "standardAppearance", "scrollEdgeAppearance",
        ],
    ]

    /// Methods of UIKit classes that IB documents use as action targets.
    public static let actions: Set<String> = [
        "copy:", "cut:", "paste:", "select:", "selectAll:", "delete:", "toggleBoldface:", "toggleItalics:",
        "toggleUnderline:", "increaseSize:", "decreaseSize:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "becomeFirstResponder", "resignFirstResponder", "reloadInputViews",
        "goBack", "goForward", "reload", "stopLoading", "goBack:", "goForward:", "reload:", "stopLoading:",
        "startAnimating", "stopAnimating", "beginRefreshing", "endRefreshing", "reloadData", "setNeedsLayout",
        "layoutIfNeeded", "setNeedsDisplay", "sizeToFit", "removeFromSuperview", "showViewController:sender:",
        "showDetailViewController:sender:", "dismissViewControllerAnimated:completion:", "popViewControllerAnimated:",
        "popToRootViewControllerAnimated:", "sendActionsForControlEvents:", "undo:", "redo:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:", "print:", "pasteAndMatchStyle:", "pasteAndGo:",
        "pasteAndSearch:", "duplicate:", "rename:", "move:", "export:", "lookup:", "share:", "translate:",
        "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "newFromPasteboard:", "captureTextFromCamera:",
    ]

    /// The class and its UIKit superclasses, when the class is one nibtool knows (else nil).
    public static func chain(from name: String) -> [String]? {
        guard superclass[name] != nil else { return nil }
        var out: [String] = []
        var cur: String? = name
        while let c = cur, !c.isEmpty, !out.contains(c) {
            out.append(c)
            cur = superclass[c]
        }
        return out
    }
}
