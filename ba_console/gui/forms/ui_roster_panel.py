# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'roster_panel.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject)
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout,
    QLabel, QLineEdit, QPushButton, QTreeView, QVBoxLayout)

class Ui_RosterPanel(object):
    def setupUi(self, RosterPanel):
        if not RosterPanel.objectName():
            RosterPanel.setObjectName(u"RosterPanel")
        RosterPanel.resize(1000, 260)
        self.rosterLayout = QVBoxLayout(RosterPanel)
        self.rosterLayout.setSpacing(3)
        self.rosterLayout.setObjectName(u"rosterLayout")
        self.rosterLayout.setContentsMargins(2, 2, 2, 2)
        self.filterLayout = QHBoxLayout()
        self.filterLayout.setObjectName(u"filterLayout")
        self.sideFilterLabel = QLabel(RosterPanel)
        self.sideFilterLabel.setObjectName(u"sideFilterLabel")

        self.filterLayout.addWidget(self.sideFilterLabel)

        self.sideFilterCombo = QComboBox(RosterPanel)
        self.sideFilterCombo.setObjectName(u"sideFilterCombo")
        self.sideFilterCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.sideFilterCombo.setMinimumContentsLength(10)

        self.filterLayout.addWidget(self.sideFilterCombo)

        self.brigadeFilterLabel = QLabel(RosterPanel)
        self.brigadeFilterLabel.setObjectName(u"brigadeFilterLabel")

        self.filterLayout.addWidget(self.brigadeFilterLabel)

        self.brigadeFilterCombo = QComboBox(RosterPanel)
        self.brigadeFilterCombo.setObjectName(u"brigadeFilterCombo")
        self.brigadeFilterCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.brigadeFilterCombo.setMinimumContentsLength(10)

        self.filterLayout.addWidget(self.brigadeFilterCombo)

        self.stateFilterLabel = QLabel(RosterPanel)
        self.stateFilterLabel.setObjectName(u"stateFilterLabel")

        self.filterLayout.addWidget(self.stateFilterLabel)

        self.stateFilterCombo = QComboBox(RosterPanel)
        self.stateFilterCombo.setObjectName(u"stateFilterCombo")
        self.stateFilterCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.stateFilterCombo.setMinimumContentsLength(10)

        self.filterLayout.addWidget(self.stateFilterCombo)

        self.textFilterEdit = QLineEdit(RosterPanel)
        self.textFilterEdit.setObjectName(u"textFilterEdit")
        self.textFilterEdit.setClearButtonEnabled(True)

        self.filterLayout.addWidget(self.textFilterEdit)

        self.countLabel = QLabel(RosterPanel)
        self.countLabel.setObjectName(u"countLabel")

        self.filterLayout.addWidget(self.countLabel)

        self.addButton = QPushButton(RosterPanel)
        self.addButton.setObjectName(u"addButton")

        self.filterLayout.addWidget(self.addButton)


        self.rosterLayout.addLayout(self.filterLayout)

        self.rosterTree = QTreeView(RosterPanel)
        self.rosterTree.setObjectName(u"rosterTree")
        self.rosterTree.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked|QAbstractItemView.EditTrigger.EditKeyPressed|QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.rosterTree.setAlternatingRowColors(True)
        self.rosterTree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.rosterTree.setUniformRowHeights(True)
        self.rosterTree.setSortingEnabled(True)
        self.rosterTree.setAllColumnsShowFocus(False)

        self.rosterLayout.addWidget(self.rosterTree)

#if QT_CONFIG(shortcut)
        self.sideFilterLabel.setBuddy(self.sideFilterCombo)
        self.brigadeFilterLabel.setBuddy(self.brigadeFilterCombo)
        self.stateFilterLabel.setBuddy(self.stateFilterCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(RosterPanel)

        QMetaObject.connectSlotsByName(RosterPanel)
    # setupUi

    def retranslateUi(self, RosterPanel):
        self.sideFilterLabel.setText(QCoreApplication.translate("RosterPanel", u"Side:", None))
        self.brigadeFilterLabel.setText(QCoreApplication.translate("RosterPanel", u"Brigade:", None))
        self.stateFilterLabel.setText(QCoreApplication.translate("RosterPanel", u"State:", None))
        self.textFilterEdit.setPlaceholderText(QCoreApplication.translate("RosterPanel", u"Find a unit\u2026", None))
        self.countLabel.setText("")
#if QT_CONFIG(tooltip)
        self.addButton.setToolTip(QCoreApplication.translate("RosterPanel", u"Add a side, commander or unit to the roster", None))
#endif // QT_CONFIG(tooltip)
        self.addButton.setText(QCoreApplication.translate("RosterPanel", u"&Add", None))
        pass
    # retranslateUi

