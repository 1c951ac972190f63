"""gui/forms"""
