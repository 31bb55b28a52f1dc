"""Synthetic large documents for the limit checks and the memory measurements (issue #30):
`constraints_on_one_view(n)` is the worst case of the solver (n constraints sharing a
variable); `many_views(n)` is n pinned views, each with four constraints (a large but
ordinary document, about 1 KB per view).
"""

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="9B3-Mu-xOZ">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <scene sceneID="VAt-Iz-0B6">
            <objects>
                <viewController id="9B3-Mu-xOZ" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="VXp-D3-MlQ">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
"""
MIDDLE = """                        </subviews>
                        <viewLayoutGuide key="safeArea" id="ZU8-nK-oTa"/>
                        <constraints>
"""
TAIL = """                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="KG5-JH-Epw" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="-2"/>
        </scene>
    </scenes>
</document>
"""


def constraints_on_one_view(count):
    """A box pinned to the root, plus `count` width constraints on it (as CommandTimeoutTests)."""
    subviews = ('                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">\n'
                '                                <rect key="frame" x="16" y="59" width="100" height="100"/>\n'
                '                            </view>\n')
    constraints = ['<constraint firstItem="box-00-001" firstAttribute="leading" secondItem="VXp-D3-MlQ" secondAttribute="leading" constant="16" id="lea-00-001"/>',
                   '<constraint firstItem="box-00-001" firstAttribute="top" secondItem="VXp-D3-MlQ" secondAttribute="top" constant="59" id="top-00-001"/>']
    constraints += [f'<constraint firstItem="box-00-001" firstAttribute="width" relation="greaterThanOrEqual" constant="{i % 50}" id="c{i}-00-001"/>'
                    for i in range(count)]
    return HEAD + subviews + MIDDLE + "".join(" " * 28 + c + "\n" for c in constraints) + TAIL


def many_views(count):
    """`count` views, each pinned by leading, top, width and height (every frame matches)."""
    views, constraints = [], []
    for i in range(count):
        vid = f"v{i:05d}-0-000"
        x, y = 16 + i % 300, 59 + i % 700
        views.append(f'                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">'
                     f'<rect key="frame" x="{x}" y="{y}" width="10" height="10"/></view>\n')
        constraints += [f'<constraint firstItem="{vid}" firstAttribute="leading" secondItem="VXp-D3-MlQ" secondAttribute="leading" constant="{x}" id="l{i:05d}-0-000"/>',
                        f'<constraint firstItem="{vid}" firstAttribute="top" secondItem="VXp-D3-MlQ" secondAttribute="top" constant="{y}" id="t{i:05d}-0-000"/>',
                        f'<constraint firstItem="{vid}" firstAttribute="width" constant="10" id="w{i:05d}-0-000"/>',
                        f'<constraint firstItem="{vid}" firstAttribute="height" constant="10" id="h{i:05d}-0-000"/>']
    return HEAD + "".join(views) + MIDDLE + "".join(" " * 28 + c + "\n" for c in constraints) + TAIL
