enum NetworkingOfflinePlaceholder {}
