"""gui/dialogs"""
