# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_game_wizard.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, Qt)
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGridLayout,
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QRadioButton, QSizePolicy,
    QSpacerItem, QVBoxLayout, QWizard, QWizardPage)

class Ui_NewGameWizard(object):
    def setupUi(self, NewGameWizard):
        if not NewGameWizard.objectName():
            NewGameWizard.setObjectName(u"NewGameWizard")
        NewGameWizard.resize(640, 460)
        NewGameWizard.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.titlePage = QWizardPage()
        self.titlePage.setObjectName(u"titlePage")
        self.titleForm = QFormLayout(self.titlePage)
        self.titleForm.setObjectName(u"titleForm")
        self.titleLabel = QLabel(self.titlePage)
        self.titleLabel.setObjectName(u"titleLabel")

        self.titleForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(self.titlePage)
        self.titleEdit.setObjectName(u"titleEdit")

        self.titleForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.titleEdit)

        self.fileLabel = QLabel(self.titlePage)
        self.fileLabel.setObjectName(u"fileLabel")

        self.titleForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.fileLabel)

        self.fileLayout = QHBoxLayout()
        self.fileLayout.setObjectName(u"fileLayout")
        self.fileEdit = QLineEdit(self.titlePage)
        self.fileEdit.setObjectName(u"fileEdit")

        self.fileLayout.addWidget(self.fileEdit)

        self.fileBrowseButton = QPushButton(self.titlePage)
        self.fileBrowseButton.setObjectName(u"fileBrowseButton")

        self.fileLayout.addWidget(self.fileBrowseButton)


        self.titleForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.fileLayout)

        self.fileProblemLabel = QLabel(self.titlePage)
        self.fileProblemLabel.setObjectName(u"fileProblemLabel")
        self.fileProblemLabel.setWordWrap(True)

        self.titleForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.fileProblemLabel)

        NewGameWizard.addPage(self.titlePage)
        self.packPage = QWizardPage()
        self.packPage.setObjectName(u"packPage")
        self.packForm = QFormLayout(self.packPage)
        self.packForm.setObjectName(u"packForm")
        self.builtinPackRadio = QRadioButton(self.packPage)
        self.builtinPackRadio.setObjectName(u"builtinPackRadio")
        self.builtinPackRadio.setChecked(True)

        self.packForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.builtinPackRadio)

        self.packCombo = QComboBox(self.packPage)
        self.packCombo.setObjectName(u"packCombo")

        self.packForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.packCombo)

        self.filePackRadio = QRadioButton(self.packPage)
        self.filePackRadio.setObjectName(u"filePackRadio")

        self.packForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.filePackRadio)

        self.packFileLayout = QHBoxLayout()
        self.packFileLayout.setObjectName(u"packFileLayout")
        self.packFileEdit = QLineEdit(self.packPage)
        self.packFileEdit.setObjectName(u"packFileEdit")

        self.packFileLayout.addWidget(self.packFileEdit)

        self.packBrowseButton = QPushButton(self.packPage)
        self.packBrowseButton.setObjectName(u"packBrowseButton")

        self.packFileLayout.addWidget(self.packBrowseButton)


        self.packForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.packFileLayout)

        self.packInfoLabel = QLabel(self.packPage)
        self.packInfoLabel.setObjectName(u"packInfoLabel")
        self.packInfoLabel.setWordWrap(True)
        self.packInfoLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.packForm.setWidget(2, QFormLayout.ItemRole.SpanningRole, self.packInfoLabel)

        NewGameWizard.addPage(self.packPage)
        self.rosterPage = QWizardPage()
        self.rosterPage.setObjectName(u"rosterPage")
        self.rosterGrid = QGridLayout(self.rosterPage)
        self.rosterGrid.setObjectName(u"rosterGrid")
        self.importRosterRadio = QRadioButton(self.rosterPage)
        self.importRosterRadio.setObjectName(u"importRosterRadio")
        self.importRosterRadio.setChecked(True)

        self.rosterGrid.addWidget(self.importRosterRadio, 0, 0, 1, 2)

        self.rosterFileEdit = QLineEdit(self.rosterPage)
        self.rosterFileEdit.setObjectName(u"rosterFileEdit")

        self.rosterGrid.addWidget(self.rosterFileEdit, 1, 0, 1, 1)

        self.rosterBrowseButton = QPushButton(self.rosterPage)
        self.rosterBrowseButton.setObjectName(u"rosterBrowseButton")

        self.rosterGrid.addWidget(self.rosterBrowseButton, 1, 1, 1, 1)

        self.emptyRosterRadio = QRadioButton(self.rosterPage)
        self.emptyRosterRadio.setObjectName(u"emptyRosterRadio")

        self.rosterGrid.addWidget(self.emptyRosterRadio, 2, 0, 1, 2)

        self.rosterInfoLabel = QLabel(self.rosterPage)
        self.rosterInfoLabel.setObjectName(u"rosterInfoLabel")
        self.rosterInfoLabel.setWordWrap(True)
        self.rosterInfoLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.rosterGrid.addWidget(self.rosterInfoLabel, 3, 0, 1, 2)

        self.rosterSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.rosterGrid.addItem(self.rosterSpacer, 4, 0, 1, 2)

        NewGameWizard.addPage(self.rosterPage)
        self.dicePage = QWizardPage()
        self.dicePage.setObjectName(u"dicePage")
        self.diceLayout = QVBoxLayout(self.dicePage)
        self.diceLayout.setObjectName(u"diceLayout")
        self.consoleDiceRadio = QRadioButton(self.dicePage)
        self.consoleDiceRadio.setObjectName(u"consoleDiceRadio")

        self.diceLayout.addWidget(self.consoleDiceRadio)

        self.physicalDiceRadio = QRadioButton(self.dicePage)
        self.physicalDiceRadio.setObjectName(u"physicalDiceRadio")

        self.diceLayout.addWidget(self.physicalDiceRadio)

        self.bothDiceRadio = QRadioButton(self.dicePage)
        self.bothDiceRadio.setObjectName(u"bothDiceRadio")
        self.bothDiceRadio.setChecked(True)

        self.diceLayout.addWidget(self.bothDiceRadio)

        self.createProblemLabel = QLabel(self.dicePage)
        self.createProblemLabel.setObjectName(u"createProblemLabel")
        self.createProblemLabel.setWordWrap(True)

        self.diceLayout.addWidget(self.createProblemLabel)

        self.diceSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.diceLayout.addItem(self.diceSpacer)

        NewGameWizard.addPage(self.dicePage)
        self.commitmentPage = QWizardPage()
        self.commitmentPage.setObjectName(u"commitmentPage")
        self.commitmentLayout = QVBoxLayout(self.commitmentPage)
        self.commitmentLayout.setObjectName(u"commitmentLayout")
        self.summaryLabel = QLabel(self.commitmentPage)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)

        self.commitmentLayout.addWidget(self.summaryLabel)

        self.fingerprintTitleLabel = QLabel(self.commitmentPage)
        self.fingerprintTitleLabel.setObjectName(u"fingerprintTitleLabel")

        self.commitmentLayout.addWidget(self.fingerprintTitleLabel)

        self.fingerprintLabel = QLabel(self.commitmentPage)
        self.fingerprintLabel.setObjectName(u"fingerprintLabel")
        self.fingerprintLabel.setWordWrap(True)
        self.fingerprintLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard|Qt.TextInteractionFlag.TextSelectableByMouse)

        self.commitmentLayout.addWidget(self.fingerprintLabel)

        self.commitmentSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.commitmentLayout.addItem(self.commitmentSpacer)

        NewGameWizard.addPage(self.commitmentPage)
#if QT_CONFIG(shortcut)
        self.titleLabel.setBuddy(self.titleEdit)
        self.fileLabel.setBuddy(self.fileEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewGameWizard)

        QMetaObject.connectSlotsByName(NewGameWizard)
    # setupUi

    def retranslateUi(self, NewGameWizard):
        NewGameWizard.setWindowTitle(QCoreApplication.translate("NewGameWizard", u"New game", None))
        self.titlePage.setTitle(QCoreApplication.translate("NewGameWizard", u"The game", None))
        self.titlePage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"Name the game. It is kept in one file in the data folder; everything you type is saved as you type it.", None))
        self.titleLabel.setText(QCoreApplication.translate("NewGameWizard", u"&Title:", None))
        self.titleEdit.setPlaceholderText(QCoreApplication.translate("NewGameWizard", u"e.g. Plancenoit, club night 12 March", None))
        self.fileLabel.setText(QCoreApplication.translate("NewGameWizard", u"&File:", None))
        self.fileBrowseButton.setText(QCoreApplication.translate("NewGameWizard", u"Bro&wse\u2026", None))
        self.fileProblemLabel.setText("")
        self.packPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Rule pack", None))
        self.packPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"The rules' numbers. The game keeps its own copy of the pack; cells the pack leaves unset are typed from the book when a roll needs them.", None))
        self.builtinPackRadio.setText(QCoreApplication.translate("NewGameWizard", u"&Shipped pack:", None))
        self.filePackRadio.setText(QCoreApplication.translate("NewGameWizard", u"Pack &file:", None))
        self.packBrowseButton.setText(QCoreApplication.translate("NewGameWizard", u"B&rowse\u2026", None))
        self.packInfoLabel.setText("")
        self.rosterPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Order of battle", None))
        self.rosterPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"Import the sides, commanders and units from a roster file (CSV or TOML), or start empty and type them in the roster.", None))
        self.importRosterRadio.setText(QCoreApplication.translate("NewGameWizard", u"&Import a roster file:", None))
        self.rosterBrowseButton.setText(QCoreApplication.translate("NewGameWizard", u"Br&owse\u2026", None))
        self.emptyRosterRadio.setText(QCoreApplication.translate("NewGameWizard", u"Start &empty and type the roster", None))
        self.rosterInfoLabel.setText("")
        self.dicePage.setTitle(QCoreApplication.translate("NewGameWizard", u"Dice", None))
        self.dicePage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"How the dice are rolled. Console dice follow from a secret seed the console commits to now, so every console roll can be proven fair after the game.", None))
        self.consoleDiceRadio.setText(QCoreApplication.translate("NewGameWizard", u"Con&sole dice: the console rolls", None))
        self.physicalDiceRadio.setText(QCoreApplication.translate("NewGameWizard", u"&Physical dice: the umpire types the faces rolled at the table", None))
        self.bothDiceRadio.setText(QCoreApplication.translate("NewGameWizard", u"Bot&h: choose for each roll", None))
        self.createProblemLabel.setText("")
        self.commitmentPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Game created", None))
        self.commitmentPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"Read this fingerprint aloud or write it on the players' sheets: after the game, revealing the seed proves every console roll followed from it.", None))
        self.summaryLabel.setText("")
        self.fingerprintTitleLabel.setText(QCoreApplication.translate("NewGameWizard", u"Seed commitment fingerprint:", None))
        self.fingerprintLabel.setText("")
    # retranslateUi

