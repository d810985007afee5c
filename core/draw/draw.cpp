// placeholder replaced by the draw implementation
