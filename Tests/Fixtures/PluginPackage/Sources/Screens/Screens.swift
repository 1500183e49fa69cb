/// The screens whose bars Inbox.navbar describes.
public enum Screens {}
