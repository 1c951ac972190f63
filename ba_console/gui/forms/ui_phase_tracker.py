# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'phase_tracker.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, Qt)
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel,
    QListWidget, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout)

class Ui_PhaseTracker(object):
    def setupUi(self, PhaseTracker):
        if not PhaseTracker.objectName():
            PhaseTracker.setObjectName(u"PhaseTracker")
        PhaseTracker.resize(250, 560)
        self.trackerLayout = QVBoxLayout(PhaseTracker)
        self.trackerLayout.setSpacing(4)
        self.trackerLayout.setObjectName(u"trackerLayout")
        self.trackerLayout.setContentsMargins(4, 4, 4, 4)
        self.boundLabel = QLabel(PhaseTracker)
        self.boundLabel.setObjectName(u"boundLabel")
        self.boundLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.trackerLayout.addWidget(self.boundLabel)

        self.phaseTree = QTreeWidget(PhaseTracker)
        __qtreewidgetitem = QTreeWidgetItem()
        __qtreewidgetitem.setText(0, u"phase")
        self.phaseTree.setHeaderItem(__qtreewidgetitem)
        self.phaseTree.setObjectName(u"phaseTree")
        self.phaseTree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.phaseTree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.phaseTree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.phaseTree.setRootIsDecorated(False)
        self.phaseTree.setItemsExpandable(False)
        self.phaseTree.setHeaderHidden(True)
        self.phaseTree.setIndentation(14)

        self.trackerLayout.addWidget(self.phaseTree)

        self.phaseNoteLabel = QLabel(PhaseTracker)
        self.phaseNoteLabel.setObjectName(u"phaseNoteLabel")
        self.phaseNoteLabel.setWordWrap(True)

        self.trackerLayout.addWidget(self.phaseNoteLabel)

        self.tasksTitleLabel = QLabel(PhaseTracker)
        self.tasksTitleLabel.setObjectName(u"tasksTitleLabel")

        self.trackerLayout.addWidget(self.tasksTitleLabel)

        self.tasksList = QListWidget(PhaseTracker)
        self.tasksList.setObjectName(u"tasksList")
        self.tasksList.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.tasksList.setWordWrap(True)

        self.trackerLayout.addWidget(self.tasksList)

        self.buttonLayout = QHBoxLayout()
        self.buttonLayout.setObjectName(u"buttonLayout")
        self.backButton = QPushButton(PhaseTracker)
        self.backButton.setObjectName(u"backButton")

        self.buttonLayout.addWidget(self.backButton)

        self.nextButton = QPushButton(PhaseTracker)
        self.nextButton.setObjectName(u"nextButton")

        self.buttonLayout.addWidget(self.nextButton)


        self.trackerLayout.addLayout(self.buttonLayout)

        self.trackerLayout.setStretch(1, 3)
        self.trackerLayout.setStretch(4, 2)

        self.retranslateUi(PhaseTracker)

        QMetaObject.connectSlotsByName(PhaseTracker)
    # setupUi

    def retranslateUi(self, PhaseTracker):
        self.boundLabel.setText(QCoreApplication.translate("PhaseTracker", u"Bound \u2013", None))
        self.phaseNoteLabel.setText("")
        self.tasksTitleLabel.setText(QCoreApplication.translate("PhaseTracker", u"Open tasks", None))
#if QT_CONFIG(tooltip)
        self.tasksList.setToolTip(QCoreApplication.translate("PhaseTracker", u"What is still to do at this step. Lines with a box are rules the console cannot check by itself: look on the table, then tick them (click, or Space)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.backButton.setToolTip(QCoreApplication.translate("PhaseTracker", u"Back to the sub-phase before, within this phase (Shift+F8, Ctrl+Left)", None))
#endif // QT_CONFIG(tooltip)
        self.backButton.setText(QCoreApplication.translate("PhaseTracker", u"\u25c0 Back", None))
#if QT_CONFIG(tooltip)
        self.nextButton.setToolTip(QCoreApplication.translate("PhaseTracker", u"Close this step and go to the next (F8, Ctrl+Right)", None))
#endif // QT_CONFIG(tooltip)
        self.nextButton.setText(QCoreApplication.translate("PhaseTracker", u"Next \u25b6", None))
        pass
    # retranslateUi

