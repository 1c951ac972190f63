"""gui/widgets"""
