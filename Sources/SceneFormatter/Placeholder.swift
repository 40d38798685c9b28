// SceneFormatter: placeholder replaced by the module's first file.
