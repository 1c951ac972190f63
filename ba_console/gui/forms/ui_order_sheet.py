# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'order_sheet.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, Qt)
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QSizePolicy,
    QToolButton, QVBoxLayout)

from ba_console.gui.widgets.order_sheet_view import OrderSheetView

class Ui_OrderSheet(object):
    def setupUi(self, OrderSheet):
        if not OrderSheet.objectName():
            OrderSheet.setObjectName(u"OrderSheet")
        OrderSheet.resize(1000, 400)
        self.sheetLayout = QVBoxLayout(OrderSheet)
        self.sheetLayout.setSpacing(3)
        self.sheetLayout.setObjectName(u"sheetLayout")
        self.sheetLayout.setContentsMargins(2, 3, 2, 2)
        self.headerLayout = QHBoxLayout()
        self.headerLayout.setObjectName(u"headerLayout")
        self.boundLabel = QLabel(OrderSheet)
        self.boundLabel.setObjectName(u"boundLabel")

        self.headerLayout.addWidget(self.boundLabel)

        self.sideLabel = QLabel(OrderSheet)
        self.sideLabel.setObjectName(u"sideLabel")

        self.headerLayout.addWidget(self.sideLabel)

        self.sideCombo = QComboBox(OrderSheet)
        self.sideCombo.setObjectName(u"sideCombo")
        self.sideCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.sideCombo.setMinimumContentsLength(16)

        self.headerLayout.addWidget(self.sideCombo)

        self.summaryLabel = QLabel(OrderSheet)
        self.summaryLabel.setObjectName(u"summaryLabel")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.summaryLabel.sizePolicy().hasHeightForWidth())
        self.summaryLabel.setSizePolicy(sizePolicy)

        self.headerLayout.addWidget(self.summaryLabel)

        self.sameAsLastButton = QToolButton(OrderSheet)
        self.sameAsLastButton.setObjectName(u"sameAsLastButton")
        self.sameAsLastButton.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.sameAsLastButton.setAutoRaise(True)

        self.headerLayout.addWidget(self.sameAsLastButton)

        self.printButton = QToolButton(OrderSheet)
        self.printButton.setObjectName(u"printButton")
        self.printButton.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.printButton.setAutoRaise(True)

        self.headerLayout.addWidget(self.printButton)


        self.sheetLayout.addLayout(self.headerLayout)

        self.orderTree = OrderSheetView(OrderSheet)
        self.orderTree.setObjectName(u"orderTree")

        self.sheetLayout.addWidget(self.orderTree)

#if QT_CONFIG(shortcut)
        self.sideLabel.setBuddy(self.sideCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(OrderSheet)

        QMetaObject.connectSlotsByName(OrderSheet)
    # setupUi

    def retranslateUi(self, OrderSheet):
        self.boundLabel.setText(QCoreApplication.translate("OrderSheet", u"Orders for bound \u2013", None))
        self.sideLabel.setText(QCoreApplication.translate("OrderSheet", u"S&ide:", None))
        self.summaryLabel.setText("")
        pass
    # retranslateUi

