# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'charges_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, QSize, Qt)
from PySide6.QtWidgets import (QCheckBox, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QListWidget, QPushButton, QScrollArea, QSizePolicy, QSpacerItem,
    QSplitter, QTreeWidget, QVBoxLayout, QWidget)

class Ui_ChargesDialog(object):
    def setupUi(self, ChargesDialog):
        if not ChargesDialog.objectName():
            ChargesDialog.setObjectName(u"ChargesDialog")
        ChargesDialog.resize(1280, 700)
        self.dialogLayout = QVBoxLayout(ChargesDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.topLayout = QHBoxLayout()
        self.topLayout.setObjectName(u"topLayout")
        self.positionLabel = QLabel(ChargesDialog)
        self.positionLabel.setObjectName(u"positionLabel")

        self.topLayout.addWidget(self.positionLabel)

        self.stageLabel = QLabel(ChargesDialog)
        self.stageLabel.setObjectName(u"stageLabel")
        self.stageLabel.setAlignment(Qt.AlignRight|Qt.AlignVCenter)
        self.stageLabel.setWordWrap(True)

        self.topLayout.addWidget(self.stageLabel)

        self.topLayout.setStretch(1, 1)

        self.dialogLayout.addLayout(self.topLayout)

        self.splitter = QSplitter(ChargesDialog)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.leftPane = QWidget(self.splitter)
        self.leftPane.setObjectName(u"leftPane")
        self.leftLayout = QVBoxLayout(self.leftPane)
        self.leftLayout.setObjectName(u"leftLayout")
        self.leftLayout.setContentsMargins(0, 0, 0, 0)
        self.chargesLabel = QLabel(self.leftPane)
        self.chargesLabel.setObjectName(u"chargesLabel")

        self.leftLayout.addWidget(self.chargesLabel)

        self.chargeTree = QTreeWidget(self.leftPane)
        self.chargeTree.setObjectName(u"chargeTree")
        self.chargeTree.setRootIsDecorated(False)
        self.chargeTree.setUniformRowHeights(True)
        self.chargeTree.setAlternatingRowColors(True)

        self.leftLayout.addWidget(self.chargeTree)

        self.splitter.addWidget(self.leftPane)
        self.rightPane = QWidget(self.splitter)
        self.rightPane.setObjectName(u"rightPane")
        self.rightLayout = QVBoxLayout(self.rightPane)
        self.rightLayout.setObjectName(u"rightLayout")
        self.rightLayout.setContentsMargins(0, 0, 0, 0)
        self.choicesLabel = QLabel(self.rightPane)
        self.choicesLabel.setObjectName(u"choicesLabel")

        self.rightLayout.addWidget(self.choicesLabel)

        self.choiceList = QListWidget(self.rightPane)
        self.choiceList.setObjectName(u"choiceList")
        self.choiceList.setMaximumSize(QSize(16777215, 170))

        self.rightLayout.addWidget(self.choiceList)

        self.ruleLabel = QLabel(self.rightPane)
        self.ruleLabel.setObjectName(u"ruleLabel")
        self.ruleLabel.setWordWrap(True)

        self.rightLayout.addWidget(self.ruleLabel)

        self.formScroll = QScrollArea(self.rightPane)
        self.formScroll.setObjectName(u"formScroll")
        self.formScroll.setWidgetResizable(True)
        self.formHost = QWidget()
        self.formHost.setObjectName(u"formHost")
        self.formHostLayout = QVBoxLayout(self.formHost)
        self.formHostLayout.setObjectName(u"formHostLayout")
        self.fieldsLayout = QFormLayout()
        self.fieldsLayout.setObjectName(u"fieldsLayout")

        self.formHostLayout.addLayout(self.fieldsLayout)

        self.checksLayout = QVBoxLayout()
        self.checksLayout.setObjectName(u"checksLayout")

        self.formHostLayout.addLayout(self.checksLayout)

        self.rulingCheck = QCheckBox(self.formHost)
        self.rulingCheck.setObjectName(u"rulingCheck")

        self.formHostLayout.addWidget(self.rulingCheck)

        self.noteLayout = QHBoxLayout()
        self.noteLayout.setObjectName(u"noteLayout")
        self.noteLabel = QLabel(self.formHost)
        self.noteLabel.setObjectName(u"noteLabel")

        self.noteLayout.addWidget(self.noteLabel)

        self.noteEdit = QLineEdit(self.formHost)
        self.noteEdit.setObjectName(u"noteEdit")

        self.noteLayout.addWidget(self.noteEdit)

        self.noteLayout.setStretch(1, 1)

        self.formHostLayout.addLayout(self.noteLayout)

        self.formSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.formHostLayout.addItem(self.formSpacer)

        self.formScroll.setWidget(self.formHost)

        self.rightLayout.addWidget(self.formScroll)

        self.logsLabel = QLabel(self.rightPane)
        self.logsLabel.setObjectName(u"logsLabel")
        self.logsLabel.setWordWrap(True)
        self.logsLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.rightLayout.addWidget(self.logsLabel)

        self.problemLabel = QLabel(self.rightPane)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)

        self.rightLayout.addWidget(self.problemLabel)

        self.rightLayout.setStretch(3, 1)
        self.splitter.addWidget(self.rightPane)

        self.dialogLayout.addWidget(self.splitter)

        self.buttonLayout = QHBoxLayout()
        self.buttonLayout.setObjectName(u"buttonLayout")
        self.rollButton = QPushButton(ChargesDialog)
        self.rollButton.setObjectName(u"rollButton")
        self.rollButton.setAutoDefault(False)

        self.buttonLayout.addWidget(self.rollButton)

        self.undoButton = QPushButton(ChargesDialog)
        self.undoButton.setObjectName(u"undoButton")
        self.undoButton.setAutoDefault(False)

        self.buttonLayout.addWidget(self.undoButton)

        self.buttonSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonLayout.addItem(self.buttonSpacer)

        self.logButton = QPushButton(ChargesDialog)
        self.logButton.setObjectName(u"logButton")

        self.buttonLayout.addWidget(self.logButton)

        self.closeButton = QPushButton(ChargesDialog)
        self.closeButton.setObjectName(u"closeButton")
        self.closeButton.setAutoDefault(False)

        self.buttonLayout.addWidget(self.closeButton)

        self.buttonLayout.setStretch(2, 1)

        self.dialogLayout.addLayout(self.buttonLayout)

        self.dialogLayout.setStretch(1, 1)
#if QT_CONFIG(shortcut)
        self.chargesLabel.setBuddy(self.chargeTree)
        self.choicesLabel.setBuddy(self.choiceList)
        self.noteLabel.setBuddy(self.noteEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ChargesDialog)

        self.logButton.setDefault(True)


        QMetaObject.connectSlotsByName(ChargesDialog)
    # setupUi

    def retranslateUi(self, ChargesDialog):
        ChargesDialog.setWindowTitle(QCoreApplication.translate("ChargesDialog", u"Charges", None))
        self.chargesLabel.setText(QCoreApplication.translate("ChargesDialog", u"C&harges (in the order they are carried out):", None))
        ___qtreewidgetitem = self.chargeTree.headerItem()
        ___qtreewidgetitem.setText(3, QCoreApplication.translate("ChargesDialog", u"Next", None))
        ___qtreewidgetitem.setText(2, QCoreApplication.translate("ChargesDialog", u"Charge", None))
        ___qtreewidgetitem.setText(1, QCoreApplication.translate("ChargesDialog", u"Side", None))
        ___qtreewidgetitem.setText(0, QCoreApplication.translate("ChargesDialog", u"No.", None))
        self.choicesLabel.setText(QCoreApplication.translate("ChargesDialog", u"&What next:", None))
        self.rulingCheck.setText(QCoreApplication.translate("ChargesDialog", u"Umpire's r&uling: log it although the rules refuse", None))
        self.noteLabel.setText(QCoreApplication.translate("ChargesDialog", u"N&ote:", None))
        self.rollButton.setText(QCoreApplication.translate("ChargesDialog", u"&Roll the test\u2026", None))
        self.undoButton.setText(QCoreApplication.translate("ChargesDialog", u"Un&do last step\u2026", None))
#if QT_CONFIG(tooltip)
        self.undoButton.setToolTip(QCoreApplication.translate("ChargesDialog", u"Void the last row of the charge selected (or of the declarations), with a reason, as the log's Void does: its effects are undone and the charge stands where it was before it. Ctrl+Z", None))
#endif // QT_CONFIG(tooltip)
        self.logButton.setText(QCoreApplication.translate("ChargesDialog", u"&Log decision", None))
        self.closeButton.setText(QCoreApplication.translate("ChargesDialog", u"Close", None))
    # retranslateUi

