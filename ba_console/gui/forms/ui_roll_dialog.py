# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'roll_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, QSize, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout,
    QFrame, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QPushButton, QScrollArea, QSplitter, QVBoxLayout, QWidget)

from ba_console.gui.widgets.odds_chart import OddsChartWidget

class Ui_RollDialog(object):
    def setupUi(self, RollDialog):
        if not RollDialog.objectName():
            RollDialog.setObjectName(u"RollDialog")
        RollDialog.resize(1340, 740)
        self.dialogLayout = QVBoxLayout(RollDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.topLayout = QHBoxLayout()
        self.topLayout.setObjectName(u"topLayout")
        self.kindLabel = QLabel(RollDialog)
        self.kindLabel.setObjectName(u"kindLabel")

        self.topLayout.addWidget(self.kindLabel)

        self.kindCombo = QComboBox(RollDialog)
        self.kindCombo.setObjectName(u"kindCombo")

        self.topLayout.addWidget(self.kindCombo)

        self.ruleLabel = QLabel(RollDialog)
        self.ruleLabel.setObjectName(u"ruleLabel")
        self.ruleLabel.setWordWrap(False)

        self.topLayout.addWidget(self.ruleLabel)

        self.phaseCautionLabel = QLabel(RollDialog)
        self.phaseCautionLabel.setObjectName(u"phaseCautionLabel")
        self.phaseCautionLabel.setVisible(False)
        self.phaseCautionLabel.setAlignment(Qt.AlignRight|Qt.AlignVCenter)
        self.phaseCautionLabel.setWordWrap(True)

        self.topLayout.addWidget(self.phaseCautionLabel)

        self.phaseLabel = QLabel(RollDialog)
        self.phaseLabel.setObjectName(u"phaseLabel")

        self.topLayout.addWidget(self.phaseLabel)

        self.topLayout.setStretch(2, 1)
        self.topLayout.setStretch(3, 1)

        self.dialogLayout.addLayout(self.topLayout)

        self.splitter = QSplitter(RollDialog)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Horizontal)
        self.rolesSide = QWidget(self.splitter)
        self.rolesSide.setObjectName(u"rolesSide")
        self.leftLayout = QVBoxLayout(self.rolesSide)
        self.leftLayout.setObjectName(u"leftLayout")
        self.leftLayout.setContentsMargins(0, 0, 0, 0)
        self.rolesScroll = QScrollArea(self.rolesSide)
        self.rolesScroll.setObjectName(u"rolesScroll")
        self.rolesScroll.setFocusPolicy(Qt.NoFocus)
        self.rolesScroll.setWidgetResizable(True)
        self.rolesWidget = QWidget()
        self.rolesWidget.setObjectName(u"rolesWidget")
        self.rolesLayout = QHBoxLayout(self.rolesWidget)
        self.rolesLayout.setObjectName(u"rolesLayout")
        self.rolesLayout.setContentsMargins(0, 0, 0, 0)
        self.rolesScroll.setWidget(self.rolesWidget)

        self.leftLayout.addWidget(self.rolesScroll)

        self.addAttackerButton = QPushButton(self.rolesSide)
        self.addAttackerButton.setObjectName(u"addAttackerButton")

        self.leftLayout.addWidget(self.addAttackerButton, 0, Qt.AlignLeft)

        self.leftLayout.setStretch(0, 1)
        self.splitter.addWidget(self.rolesSide)
        self.outcomeScroll = QScrollArea(self.splitter)
        self.outcomeScroll.setObjectName(u"outcomeScroll")
        self.outcomeScroll.setFocusPolicy(Qt.NoFocus)
        self.outcomeScroll.setFrameShape(QFrame.NoFrame)
        self.outcomeScroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.outcomeScroll.setWidgetResizable(True)
        self.outcomeSide = QWidget()
        self.outcomeSide.setObjectName(u"outcomeSide")
        self.outcomeSideLayout = QVBoxLayout(self.outcomeSide)
        self.outcomeSideLayout.setObjectName(u"outcomeSideLayout")
        self.outcomeSideLayout.setContentsMargins(0, 0, 0, 0)
        self.oddsTitle = QLabel(self.outcomeSide)
        self.oddsTitle.setObjectName(u"oddsTitle")
        self.oddsTitle.setStyleSheet(u"font-weight: bold;")

        self.outcomeSideLayout.addWidget(self.oddsTitle)

        self.chartsLayout = QVBoxLayout()
        self.chartsLayout.setObjectName(u"chartsLayout")
        self.oddsChart = OddsChartWidget(self.outcomeSide)
        self.oddsChart.setObjectName(u"oddsChart")

        self.chartsLayout.addWidget(self.oddsChart)


        self.outcomeSideLayout.addLayout(self.chartsLayout)

        self.outcomeBox = QGroupBox(self.outcomeSide)
        self.outcomeBox.setObjectName(u"outcomeBox")
        self.outcomeLayout = QVBoxLayout(self.outcomeBox)
        self.outcomeLayout.setObjectName(u"outcomeLayout")
        self.outcomeLabel = QLabel(self.outcomeBox)
        self.outcomeLabel.setObjectName(u"outcomeLabel")
        self.outcomeLabel.setTextFormat(Qt.RichText)
        self.outcomeLabel.setWordWrap(True)

        self.outcomeLayout.addWidget(self.outcomeLabel)

        self.typedForm = QFormLayout()
        self.typedForm.setObjectName(u"typedForm")
        self.typedForm.setRowWrapPolicy(QFormLayout.WrapLongRows)

        self.outcomeLayout.addLayout(self.typedForm)


        self.outcomeSideLayout.addWidget(self.outcomeBox)

        self.effectsTitle = QLabel(self.outcomeSide)
        self.effectsTitle.setObjectName(u"effectsTitle")

        self.outcomeSideLayout.addWidget(self.effectsTitle)

        self.effectsList = QListWidget(self.outcomeSide)
        self.effectsList.setObjectName(u"effectsList")
        self.effectsList.setMinimumSize(QSize(0, 90))
        self.effectsList.setWordWrap(True)

        self.outcomeSideLayout.addWidget(self.effectsList)

        self.noteLayout = QHBoxLayout()
        self.noteLayout.setObjectName(u"noteLayout")
        self.noteLabel = QLabel(self.outcomeSide)
        self.noteLabel.setObjectName(u"noteLabel")

        self.noteLayout.addWidget(self.noteLabel)

        self.noteEdit = QLineEdit(self.outcomeSide)
        self.noteEdit.setObjectName(u"noteEdit")

        self.noteLayout.addWidget(self.noteEdit)

        self.noteLayout.setStretch(1, 1)

        self.outcomeSideLayout.addLayout(self.noteLayout)

        self.outcomeSideLayout.setStretch(4, 1)
        self.outcomeScroll.setWidget(self.outcomeSide)
        self.splitter.addWidget(self.outcomeScroll)

        self.dialogLayout.addWidget(self.splitter)

        self.bottomLayout = QHBoxLayout()
        self.bottomLayout.setObjectName(u"bottomLayout")
        self.wordLabel = QLabel(RollDialog)
        self.wordLabel.setObjectName(u"wordLabel")

        self.bottomLayout.addWidget(self.wordLabel)

        self.wordEdit = QLineEdit(RollDialog)
        self.wordEdit.setObjectName(u"wordEdit")
        self.wordEdit.setMaximumWidth(170)
        self.wordEdit.setMaxLength(40)

        self.bottomLayout.addWidget(self.wordEdit)

        self.rollButton = QPushButton(RollDialog)
        self.rollButton.setObjectName(u"rollButton")
        self.rollButton.setAutoDefault(False)

        self.bottomLayout.addWidget(self.rollButton)

        self.messageLabel = QLabel(RollDialog)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.bottomLayout.addWidget(self.messageLabel)

        self.buttonBox = QDialogButtonBox(RollDialog)
        self.buttonBox.setObjectName(u"buttonBox")

        self.bottomLayout.addWidget(self.buttonBox)

        self.bottomLayout.setStretch(3, 1)

        self.dialogLayout.addLayout(self.bottomLayout)

        self.dialogLayout.setStretch(1, 1)
#if QT_CONFIG(shortcut)
        self.kindLabel.setBuddy(self.kindCombo)
        self.noteLabel.setBuddy(self.noteEdit)
        self.wordLabel.setBuddy(self.wordEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(RollDialog)

        QMetaObject.connectSlotsByName(RollDialog)
    # setupUi

    def retranslateUi(self, RollDialog):
        self.kindLabel.setText(QCoreApplication.translate("RollDialog", u"&Roll:", None))
        self.addAttackerButton.setText(QCoreApplication.translate("RollDialog", u"&Add attacker", None))
        self.oddsTitle.setText(QCoreApplication.translate("RollDialog", u"Chance of each outcome", None))
        self.outcomeBox.setTitle(QCoreApplication.translate("RollDialog", u"Outcome", None))
        self.effectsTitle.setText(QCoreApplication.translate("RollDialog", u"Effects when confirmed:", None))
        self.noteLabel.setText(QCoreApplication.translate("RollDialog", u"Not&e:", None))
        self.noteEdit.setPlaceholderText(QCoreApplication.translate("RollDialog", u"umpire's note (optional)", None))
        self.wordLabel.setText(QCoreApplication.translate("RollDialog", u"Word called by a &player:", None))
        self.wordEdit.setPlaceholderText(QCoreApplication.translate("RollDialog", u"optional", None))
#if QT_CONFIG(tooltip)
        self.wordEdit.setToolTip(QCoreApplication.translate("RollDialog", u"A word or number a player calls before the console's dice are rolled: it enters the dice, so nobody, the umpire included, can know them before it is said. It is logged with the draw, and verify --seed replays it.", None))
#endif // QT_CONFIG(tooltip)
        self.rollButton.setText(QCoreApplication.translate("RollDialog", u"Roll console dice (Ctrl+R)", None))
        pass
    # retranslateUi

