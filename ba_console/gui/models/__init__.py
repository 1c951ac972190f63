"""gui/models"""
