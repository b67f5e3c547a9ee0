package rtfake;

public class OtherActivity extends android.app.Activity {}
