public enum StatusEditor {}
